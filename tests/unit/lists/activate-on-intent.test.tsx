import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ActivateOnIntent, type FormValues, type IntentAction } from "@/components/lists/activate-on-intent";

afterEach(cleanup);

/** The "interactive version": shows the action it was handed and the form values read at its start. */
function Interactive({ action, read }: { action: IntentAction | null; read: () => FormValues }) {
  const [values] = useState(read);
  return (
    <div>
      <p data-testid="action">{JSON.stringify(action)}</p>
      <p data-testid="values">{JSON.stringify(values)}</p>
      <input name="q" aria-label="interactive search" defaultValue={values.q?.[0]} />
    </div>
  );
}

function setup(activateOnFocus = false, activateWhenStored?: string) {
  const focusIntent = activateOnFocus ? { "data-intent": "focus" } : {};
  let release!: () => void;
  const ready = new Promise<void>((resolve) => (release = resolve));
  const load = vi.fn(() => ready.then(() => ({ Interactive })));
  render(
    <ActivateOnIntent load={load} activateWhenStored={activateWhenStored} render={(module, action, current) => <module.Interactive action={action} read={current} />}>
      <form {...focusIntent}>
        <input name="q" aria-label="search" />
        <input type="checkbox" name="cat" value="5" aria-label="five" data-intent="change" />
        <input name="city" aria-label="city" data-intent="focus" />
        <select name="sort" aria-label="sort">
          <option value="">default</option>
          <option value="new">newest</option>
        </select>
        <button type="submit">Go</button>
        <button type="button" id="open-sheet" data-intent="press">
          Filters
        </button>
      </form>
      <a href="#page-2" data-intent="more">
        More
      </a>
    </ActivateOnIntent>,
  );
  return { load, release: () => act(async () => release()) };
}

describe("ActivateOnIntent", () => {
  it("lets a press under way finish on the markup: the swap waits for the pointer to come up", async () => {
    const { release } = setup();
    const form = screen.getByRole("button", { name: "Go" }).closest("form")!;
    fireEvent.change(screen.getByLabelText("five"), { target: { checked: true } });
    fireEvent.click(screen.getByLabelText("five"));
    fireEvent.pointerDown(screen.getByRole("button", { name: "Go" }));
    await release();
    // The code is there, but the button under the pointer stays until the press ends.
    expect(screen.getByRole("button", { name: "Go" })).toBeTruthy();
    fireEvent.pointerUp(window);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Go" })).toBeNull());
    expect(JSON.parse(screen.getByTestId("action").textContent!)).toMatchObject({ type: "submit" });
  });

  it("lets the click that ends a press land on the markup when the code arrives between its pointerup and the click", async () => {
    const { release } = setup(true);
    fireEvent.focusIn(screen.getByLabelText("city"));
    const box = screen.getByLabelText("five") as HTMLInputElement;
    fireEvent.pointerDown(box);
    fireEvent.pointerUp(window);
    // The code's promise settles in the microtasks after the pointerup's listeners, before the click.
    await release();
    expect(screen.getByLabelText("five")).toBe(box);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    await waitFor(() => expect(screen.queryByLabelText("five")).toBeNull());
    expect(JSON.parse(screen.getByTestId("values").textContent!)).toMatchObject({ cat: ["5"] });
  });

  it("keeps the server's markup until the code is there, then hands over the followed link", async () => {
    const { load, release } = setup();
    const link = screen.getByRole("link", { name: "More" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "More" })).toBeTruthy();
    await release();
    await waitFor(() => expect(screen.getByTestId("action").textContent).toBe(JSON.stringify({ type: "more" })));
    expect(screen.queryByRole("link", { name: "More" })).toBeNull();
  });

  it("lets a modified click follow the link", () => {
    setup();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    screen.getByRole("link", { name: "More" }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it("hands over a sent form with its values, and a changed field with its name and value", async () => {
    const first = setup();
    fireEvent.change(screen.getByRole("textbox", { name: "search" }), { target: { value: "laser" } });
    fireEvent.submit(screen.getByRole("button", { name: "Go" }).closest("form")!);
    await first.release();
    await waitFor(() => expect(JSON.parse(screen.getByTestId("action").textContent!)).toEqual({ type: "submit", values: { q: ["laser"], city: [""], sort: [""] } }));
    cleanup();

    const second = setup();
    fireEvent.click(screen.getByRole("checkbox", { name: "five" }));
    await second.release();
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId("action").textContent!)).toEqual({ type: "change", values: { q: [""], cat: ["5"], city: [""], sort: [""] }, name: "cat", value: "5" }),
    );
  });

  it("a form marked for it takes over on focus with what was typed meanwhile; the focus and the selection stay", async () => {
    const { release } = setup(true);
    const search = screen.getByRole("textbox", { name: "search" });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: "typed while loading" } });
    (search as HTMLInputElement).setSelectionRange(6, 11);
    await release();
    await waitFor(() => expect(JSON.parse(screen.getByTestId("values").textContent!)).toEqual({ q: ["typed while loading"], city: [""], sort: [""] }));
    const interactive = screen.getByRole("textbox", { name: "interactive search" }) as HTMLInputElement;
    expect(document.activeElement).toBe(interactive);
    expect([interactive.selectionStart, interactive.selectionEnd]).toEqual([6, 11]);
  });

  it("a form sent while its code is still loading is handed over as sent, and never leaves the page", async () => {
    const { release } = setup(true);
    const search = screen.getByRole("textbox", { name: "search" });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: "late" } });
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    search.closest("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await release();
    await waitFor(() => expect(JSON.parse(screen.getByTestId("action").textContent!)).toEqual({ type: "submit", values: { q: ["late"], city: [""], sort: [""] } }));
  });

  it("hands over a pressed button by its id, from the mouse or the keyboard alike", async () => {
    const { load, release } = setup();
    const press = new MouseEvent("click", { bubbles: true, cancelable: true, detail: 0 });
    screen.getByRole("button", { name: "Filters" }).dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalled();
    await release();
    await waitFor(() => expect(screen.getByTestId("action").textContent).toBe(JSON.stringify({ type: "press", id: "open-sheet" })));
  });

  it("in a form not marked for it, only a field marked for it takes over on focus; a select only preloads", async () => {
    const { load, release } = setup();
    act(() => screen.getByRole("combobox", { name: "sort" }).focus());
    expect(load).toHaveBeenCalledTimes(1);
    await release();
    expect(screen.getByRole("combobox", { name: "sort" })).toBeTruthy();
    expect(screen.queryByTestId("action")).toBeNull();

    act(() => screen.getByRole("textbox", { name: "city" }).focus());
    await waitFor(() => expect(screen.getByTestId("action").textContent).toBe("null"));
  });

  it("takes over at once when its key is stored (a form coming back with answers to restore), and not otherwise", async () => {
    sessionStorage.setItem("answers-to-restore", "{}");
    const { load, release } = setup(false, "answers-to-restore");
    expect(load).toHaveBeenCalled();
    await release();
    await waitFor(() => expect(screen.getByTestId("action").textContent).toBe("null"));
    sessionStorage.removeItem("answers-to-restore");
  });

  it("waits for intent when its key is not stored", () => {
    const { load } = setup(false, "answers-to-restore");
    expect(load).not.toHaveBeenCalled();
  });
});
