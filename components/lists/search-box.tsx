import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/** The interactive list's search: the box's text and what typing and sending do. */
export interface SearchBoxHandlers {
  value: string;
  onInput: (value: string) => void;
  onSearch: () => void;
}

/**
 * A list's search box (offers, clinics, oncology): a GET form with the label above the box and the
 * button beside it. In the server's markup it is native (sending it hands the list over,
 * ActivateOnIntent); the interactive list passes `on`. Ids are the same in both, so the focus stays.
 */
export function SearchBox({
  ids,
  label,
  placeholder,
  submitLabel,
  defaultValue,
  on,
  formId,
  action,
  className = "",
  inputClassName = "",
  children,
}: {
  ids: { input: string; submit: string };
  label: string;
  placeholder: string;
  submitLabel: string;
  defaultValue?: string;
  on?: SearchBoxHandlers;
  formId?: string;
  action?: string;
  className?: string;
  inputClassName?: string;
  /** Beside the box, inside its frame (e.g. a clear button). */
  children?: ReactNode;
}) {
  return (
    <form
      id={formId}
      role="search"
      action={action}
      onSubmit={
        on &&
        ((event) => {
          event.preventDefault();
          on.onSearch();
        })
      }
      className={className ? `flex flex-col gap-2 ${className}` : "flex flex-col gap-2"}
    >
      <label htmlFor={ids.input} className="font-semibold text-ink">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            id={ids.input}
            type="search"
            name="search"
            {...(on ? { value: on.value, onChange: (event) => on.onInput(event.target.value) } : { defaultValue })}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={100}
            className={`min-h-11 w-full rounded-lg border border-line-strong bg-white px-4 text-ink placeholder:text-muted ${inputClassName}`.trim()}
          />
          {children}
        </div>
        <button id={ids.submit} type="submit" className={buttonClasses("primary", "md")}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
