import type { ReactNode } from "react";

/**
 * One footer column: a list under a heading that also names the column's landmark, so screen
 * reader users can jump between the columns by name.
 */
export function FooterColumn({
  as: Landmark = "section",
  id,
  title,
  className,
  listClassName,
  children,
}: {
  as?: "nav" | "section";
  id: string;
  title: string;
  className?: string;
  listClassName: string;
  /** The list items. */
  children: ReactNode;
}) {
  return (
    // No className attribute at all when none is given: an undefined prop still costs the payload bytes.
    <Landmark aria-labelledby={id} {...(className ? { className } : {})}>
      {/* Styled from the footer (globals.css, "The footer"), as its lists' items are. */}
      <h2 id={id}>{title}</h2>
      <ul className={listClassName}>{children}</ul>
    </Landmark>
  );
}
