import type { MouseEvent } from "react";

/**
 * A form's `onMouseDown`: a mouse press on its submit button leaves the focus where it is. Moving
 * it to the button would leave the field just typed in, whose error then shows at once (errors
 * appear once a field is left) and pushes the button down under the pointer before the press ends:
 * the press would end beside the button and be lost, nothing sent and no other field's error shown.
 * The submit that follows checks every field. The keyboard is untouched.
 */
export function keepFocusWhilePressingSubmit(event: MouseEvent<HTMLFormElement>): void {
  if (event.button === 0 && (event.target as Element).closest("button[type=submit]")) event.preventDefault();
}
