import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { IntentProps } from "@/components/forms/form-island";
import { answerReads } from "../../support/answer-reads";

/** Stands for a form's code: shows the props it was given. */
function Code({ spec, action, typed }: { spec: { id: string }; action: () => string } & IntentProps) {
  return (
    <p data-testid="code">
      {spec.id} {action()} {JSON.stringify(typed())}
    </p>
  );
}
// The form told as data's code, with its own propsFor (the kept read) and a view that shows what it was given.
vi.mock("@/components/forms/form-code", async () => {
  const { propsFor } = await import("@/components/forms/declared-form-client");
  return { declared: () => Promise.resolve({ default: Code, propsFor }) };
});

const { FormIsland } = await import("@/components/forms/form-island");

afterEach(cleanup);

const DATA_URL = "/api/frame/newsletter-form?lang=en";

function show(keptKey: string) {
  render(
    <FormIsland form="declared" props={{ action: (() => "sent") as never, kept: { keptKey, dataUrl: DATA_URL } }}>
      <form method="post" action="/api/forms/newsletter" data-intent="focus">
        <input name="email" aria-label="Email" defaultValue="sara@example.com" />
        <button type="submit">Subscribe</button>
      </form>
    </FormIsland>,
  );
}

describe("a form told as data whose spec is kept on the server by key (DeclaredFormByKey)", () => {
  it("reads its spec from the key's URL with its code when a field takes the focus, and takes over with it and the payload's action", async () => {
    const reads = answerReads(() => Response.json({ spec: { id: "newsletter-footer-form" }, noScript: { form: "newsletter", locale: "en" } }));
    show("kept-read");
    expect(reads).toEqual([]);
    await act(async () => fireEvent.focusIn(screen.getByLabelText("Email")));
    await waitFor(() => expect(screen.getByTestId("code").textContent).toBe('newsletter-footer-form sent {"email":["sara@example.com"]}'));
    expect(reads).toEqual([DATA_URL]);
  });

  it("keeps the server's markup when its spec cannot be read, and sends a pressed form as the plain post it is", async () => {
    answerReads(() => new Response("Upstream error", { status: 502 }));
    const posted = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    onTestFinished(() => posted.mockRestore());
    show("kept-unread");
    const form = screen.getByRole("button", { name: "Subscribe" }).closest("form")!;
    await act(async () => fireEvent.submit(form));
    await waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
    expect(posted.mock.contexts[0]).toBe(form);
    expect(screen.queryByTestId("code")).toBeNull();
  });
});
