/** One step of a breadcrumb trail: `link` is a localized href ("/en/doctors") or "" for none. */
export type BreadcrumbItem = { name: string; link: string };

export const BREADCRUMB_NOT_ARRAY = "set_path payload should be an Array of objects for paths";
export const BREADCRUMB_BAD_ITEM = "path item object should contain name and link keys";

/**
 * Checks a breadcrumb path payload (SPEC §5) and returns it typed. Throws with SPEC's exact
 * messages for a non-array or an item without `name` and `link`.
 */
export function validateBreadcrumbPath(payload: unknown): BreadcrumbItem[] {
  if (!Array.isArray(payload)) throw new Error(BREADCRUMB_NOT_ARRAY);
  return payload.map((item: unknown) => {
    if (
      typeof item !== "object" ||
      item === null ||
      !("name" in item) ||
      !("link" in item) ||
      typeof item.name !== "string" ||
      typeof item.link !== "string"
    ) {
      throw new Error(BREADCRUMB_BAD_ITEM);
    }
    return { name: item.name, link: item.link };
  });
}
