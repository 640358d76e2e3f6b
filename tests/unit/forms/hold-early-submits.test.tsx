import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ActivateOnIntent, type FormValues, type IntentAction } from "@/components/lists/activate-on-intent";
import { HOLD_RELEASE_MS, HOLD_SUBMITS_SCRIPT } from "@/lib/forms/hold-early-submits";

beforeAll(() => {
  // As the layout's inline script does while the HTML is parsed.
  new Function(HOLD_SUBMITS_SCRIPT)();
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
  window.__heldSubmits!.length = 0;
});

/** Presses the form's button as a visitor would; true when the browser would have sent it. */
function press(form: HTMLFormElement): boolean {
  const submit = new Event("submit", { bubbles: true, cancelable: true });
  form.dispatchEvent(submit);
  return !submit.defaultPrevented;
}

function markup(method: "post" | "get", listening = false, action = ""): HTMLFormElement {
  const handler = action ? ` action="${action}"` : "";
  document.body.innerHTML = `<div data-intent-island${listening ? " data-listening" : ""}><form method="${method}"${handler}><input name="email" value="a@b.example"></form></div>`;
  return document.querySelector("form")!;
}

describe("the held early submit", () => {
  it("keeps a POST form whose code does not listen yet on the page, once", () => {
    const form = markup("post");
    expect(press(form)).toBe(false);
    expect(press(form)).toBe(false);
    expect(window.__heldSubmits).toEqual([form]);
    // Its button shows the press was taken (globals.css), and assistive technology hears it is busy.
    expect(form.hasAttribute("data-held")).toBe(true);
    expect(form.getAttribute("aria-busy")).toBe("true");
  });

  it("sends a form with a handler of its own as a plain post when its code never comes, and only then", () => {
    vi.useFakeTimers();
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    try {
      const stranded = markup("post", false, "/api/forms/contact");
      press(stranded);
      vi.advanceTimersByTime(HOLD_RELEASE_MS - 1);
      expect(submit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(submit.mock.contexts).toEqual([stranded]);
      expect(window.__heldSubmits).toEqual([]);

      // Taken by its code in time (ActivateOnIntent empties the list): never posted as well.
      submit.mockClear();
      const taken = markup("post", false, "/api/forms/contact");
      press(taken);
      window.__heldSubmits!.length = 0;
      // A form without a handler of its own waits for its code, however long.
      press(markup("post"));
      vi.advanceTimersByTime(HOLD_RELEASE_MS * 3);
      expect(submit).not.toHaveBeenCalled();
    } finally {
      submit.mockRestore();
      vi.useRealTimers();
    }
  });

  it("leaves GET forms, listening wrappers and forms of no island to the browser", () => {
    expect(press(markup("get"))).toBe(true);
    expect(press(markup("post", true))).toBe(true);
    document.body.innerHTML = `<form method="post"></form>`;
    expect(press(document.querySelector("form")!)).toBe(true);
    expect(window.__heldSubmits).toEqual([]);
  });
});

function Interactive({ action, read }: { action: IntentAction | null; read: () => FormValues }) {
  const [values] = useState(read);
  return <p data-testid="handed">{JSON.stringify({ action, values })}</p>;
}

describe("ActivateOnIntent and a press held before it ran", () => {
  it("sends it as soon as it listens, with the fields as they are then", async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const load = vi.fn(() => ready.then(() => ({ Interactive })));
    const ui = (
      <ActivateOnIntent load={load} render={(module, action, current) => <module.Interactive action={action} read={current} />}>
        <form method="post" noValidate>
          <input name="email" aria-label="email" defaultValue="" />
          <button type="submit">Subscribe</button>
        </form>
      </ActivateOnIntent>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    const email = container.querySelector("input")!;
    email.value = "first@example.com";
    expect(press(container.querySelector("form")!)).toBe(false);
    // Typed after the press, before the page ran: sent too.
    email.value = "reader@example.com";

    render(ui, { container, hydrate: true });
    expect(container.firstElementChild!.hasAttribute("data-listening")).toBe(true);
    expect(load).toHaveBeenCalled();
    expect(window.__heldSubmits).toEqual([]);
    await act(async () => release());
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId("handed").textContent!)).toEqual({
        action: { type: "submit", values: { email: ["reader@example.com"] } },
        values: { email: ["reader@example.com"] },
      }),
    );
  });
});
