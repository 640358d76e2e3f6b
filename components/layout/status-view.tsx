import type { ReactNode } from "react";

type Props = {
  /** Big number shown above the title, e.g. 404 or 500. */
  code: number | string;
  title: string;
  text: string;
  /** Screen-reader text for the code, e.g. "Error 404". */
  codeLabel: string;
  actions: ReactNode;
};

/** The body of the 404 and error pages: a calm illustration, code, title, text and actions. */
export function StatusView({ code, title, text, codeLabel, actions }: Props) {
  return (
    <section className="container-page status-view">
      {/* The calm illustration is the stylesheet's (`status-mark`): not repeated in the payload of
          every layout, which carries its 404 view whether or not it is shown. */}
      <span className="status-mark" />
      <p className="status-code" aria-hidden="true">
        <bdi>{code}</bdi>
      </p>
      <p className="sr-only">{codeLabel}</p>
      <h1>{title}</h1>
      <p>{text}</p>
      <div>{actions}</div>
    </section>
  );
}
