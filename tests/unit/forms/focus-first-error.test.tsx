import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useZodForm } from "@/components/forms/use-zod-form";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const schema = z.object({ name: z.string().min(1, "Name is required"), phone: z.string().min(1, "Mobile is required") });

function BookingLike({ serverError }: { serverError?: boolean }) {
  const form = useZodForm(schema, { defaultValues: { name: "", phone: "" } });
  const submit = async () => {
    // As applyActionResult does with an action's field error: that field, focused.
    if (serverError) form.setError("phone", { type: "server", message: "Taken" }, { shouldFocus: true });
  };
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <input aria-label="Name" {...form.register("name")} />
      <input aria-label="Mobile" {...form.register("phone")} />
      <button type="submit">Book</button>
    </form>
  );
}

/** Lets the resolver's promise, react-hook-form's state and React's commit and effects settle. */
const settle = () => act(async () => {
  for (let i = 0; i < 3; i++) await new Promise((done) => setImmediate(done));
});

describe("the focus after a submit", () => {
  it("goes to the first field with an error, once: a field fixed and left stays left", async () => {
    // Timers held back: react-hook-form's own focusing ran again in one, a moment after the first.
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    render(<BookingLike />);
    const name = screen.getByLabelText("Name");
    const phone = screen.getByLabelText("Mobile");
    const book = screen.getByRole("button", { name: "Book" });
    book.focus();
    await act(async () => fireEvent.submit(book.closest("form")!));
    await settle();
    expect(document.activeElement).toBe(name);

    // A quick typist fixes the name, and the timer only runs now: the focus stays in the name.
    fireEvent.input(name, { target: { value: "Sara" } });
    await settle();
    expect(name.getAttribute("aria-invalid")).toBeNull();
    await act(async () => vi.runAllTimers());
    expect(document.activeElement).toBe(name);
    expect(phone).not.toBe(document.activeElement);
  });

  it("is left on the field an action's answer focused", async () => {
    render(<BookingLike serverError />);
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    fireEvent.input(screen.getByLabelText("Mobile"), { target: { value: "0512345678" } });
    const book = screen.getByRole("button", { name: "Book" });
    book.focus();
    await act(async () => fireEvent.submit(book.closest("form")!));
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText("Mobile"));
  });

  it("comes back to the first error on each failed submit", async () => {
    render(<BookingLike />);
    const form = screen.getByRole("button", { name: "Book" }).closest("form")!;
    await act(async () => fireEvent.submit(form));
    await settle();
    fireEvent.input(screen.getByLabelText("Name"), { target: { value: "Sara" } });
    screen.getByRole("button", { name: "Book" }).focus();
    await act(async () => fireEvent.submit(form));
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText("Mobile"));
  });
});
