import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MobileCodeCheck } from "@/components/forms/mobile-code-check";

afterEach(cleanup);

const texts = { title: "Confirm your mobile", text: "We text a code.", send: "Send code", resend: "Send again", verify: "Confirm", code: "Code", codeHint: "4 digits" };

describe("the mobile's code, by keyboard", () => {
  it("puts the focus in the code's field once the code is sent (not on the page's body), and Enter there checks it", async () => {
    const onVerify = vi.fn(async () => ({ ok: true as const, data: { message: "ok" } }));
    const onVerified = vi.fn();
    render(
      <form onSubmit={() => {throw new Error("the booking form must not be sent")}}>
        <MobileCodeCheck phone="0512345678" texts={texts} onSend={async () => ({ ok: true, data: { message: "Sent" } })} onVerify={onVerify} onVerified={onVerified} testId="code" />
      </form>,
    );
    const send = screen.getByRole("button", { name: "Send code" });
    send.focus();
    await act(async () => fireEvent.click(send));
    const field = screen.getByLabelText("Code");
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: "1234" } });
    await act(async () => fireEvent.keyDown(field, { key: "Enter" }));
    expect(onVerify).toHaveBeenCalledWith("1234");
    expect(onVerified).toHaveBeenCalled();
  });

  it("keeps a busy button focusable (aria-disabled), so the focus never falls to the body", async () => {
    let answer: (value: { ok: true; data: { message: string } }) => void = () => {};
    render(<MobileCodeCheck phone="0512345678" texts={texts} onSend={() => new Promise((resolve) => (answer = resolve))} onVerify={vi.fn()} onVerified={vi.fn()} testId="code" />);
    const send = screen.getByRole("button", { name: "Send code" });
    send.focus();
    await act(async () => fireEvent.click(send));
    expect(send.getAttribute("aria-disabled")).toBe("true");
    expect((send as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(send);
    await act(async () => answer({ ok: true, data: { message: "Sent" } }));
    expect(document.activeElement).toBe(screen.getByLabelText("Code"));
  });
});
