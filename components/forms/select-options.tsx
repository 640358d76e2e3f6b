/** A choice of a select: the site's lists come as `{ value, label }` or as `{ id, name }`. */
export type Choice = { value: string | number; label: string } | { id: string | number; name: string };

/** The `<option>`s of a select, with an empty first choice ("All branches") when `empty` is given. */
export function SelectOptions({ options, empty }: { options: readonly Choice[]; empty?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => {
        const [value, label] = "id" in option ? [option.id, option.name] : [option.value, option.label];
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
