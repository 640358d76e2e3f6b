import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { keepFocusWhilePressingSubmit } from "@/components/forms/keep-focus-while-pressing-submit";

afterEach(cleanup);

/*
 * Sign-in and sign-up keep the focus in the field while the mouse presses their submit button, so
 * the field's error cannot push the button from under the pointer mid-press (sign-up-press.test.tsx
 * shows the whole form). fireEvent answers false when a listener prevented the default action.
 */
describe("keepFocusWhilePressingSubmit", () => {
  function form() {
    render(
      <form onMouseDown={keepFocusWhilePressingSubmit}>
        <input aria-label="Password" />
        <button type="button">Show</button>
        <button type="submit">
          <span>Sign in</span>
        </button>
      </form>,
    );
  }

  it("keeps the focus on a left press of the submit button, its label included", () => {
    form();
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Sign in" }), { button: 0 })).toBe(false);
    expect(fireEvent.mouseDown(screen.getByText("Sign in"), { button: 0 })).toBe(false);
  });

  it("leaves every other press alone: a field, another button, another mouse button", () => {
    form();
    expect(fireEvent.mouseDown(screen.getByLabelText("Password"), { button: 0 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Show" }), { button: 0 })).toBe(true);
    expect(fireEvent.mouseDown(screen.getByRole("button", { name: "Sign in" }), { button: 2 })).toBe(true);
  });
});
