import type { FormEvent, ReactNode } from "react";
import { keepFocusWhilePressingSubmit } from "./keep-focus-while-pressing-submit";

/**
 * The `<form>` of a form's code (taken in on intent): the browser's own checks off, since the form
 * announces its own translated errors, and a mouse press on its submit button keeps the focus where
 * it is (keep-focus-while-pressing-submit.ts says why).
 */
export function ClientForm({ onSubmit, className, children }: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; className: string; children: ReactNode }) {
  return (
    <form noValidate method="post" onSubmit={onSubmit} onMouseDown={keepFocusWhilePressingSubmit} className={className}>
      {children}
    </form>
  );
}
