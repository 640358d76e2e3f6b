import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

const confirmRecordsLinkAction = vi.fn();
const startRecordsLinkAction = vi.fn();
vi.mock("@/lib/records/link-actions", () => ({ confirmRecordsLinkAction, startRecordsLinkAction }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const { LinkRecordForm } = await import("@/components/records/link-record-form");

/*
 * Opened from the link in a link code's SMS (sent while wrong codes were being entered for the
 * mobile), the form goes straight to the code and sends it with the link's key, which leaves the
 * address bar. The backend's side is tests/backend/records-link-guesses.test.ts.
 */
const KEY = "0123456789abcdef0123456789abcdef";
const show = () =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <LinkRecordForm locale="en" />
    </NextIntlClientProvider>,
  );

beforeEach(() => {
  confirmRecordsLinkAction.mockReset();
  startRecordsLinkAction.mockReset();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the record link form", () => {
  it("opened from a code's link: asks for the code at once, sends it with the key, and drops the key from the address", async () => {
    window.history.replaceState(null, "", `/en/profile/records#key=${KEY}`);
    confirmRecordsLinkAction.mockResolvedValue({ ok: true, data: { message: "Your account is now linked to your health record." } });
    show();
    expect(await screen.findByText(en.records.link.codeFromLink)).toBeTruthy();
    expect(window.location.hash).toBe("");
    fireEvent.change(screen.getByLabelText(en.records.link.code, { selector: "input" }), { target: { value: "4821" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: en.records.link.verify })));
    await waitFor(() => expect(confirmRecordsLinkAction).toHaveBeenCalledWith("en", { code: "4821", key: KEY }));
  });

  it("opened plainly: starts at the ID, and a code typed after it goes without a key", async () => {
    startRecordsLinkAction.mockResolvedValue({ ok: true, data: { message: "sent", resendIn: 60 } });
    confirmRecordsLinkAction.mockResolvedValue({ ok: false, message: "wrong" });
    show();
    fireEvent.change(screen.getByLabelText(en.records.link.identifier, { selector: "input" }), { target: { value: "1012345678" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: en.records.link.send })));
    fireEvent.change(await screen.findByLabelText(en.records.link.code, { selector: "input" }), { target: { value: "4821" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: en.records.link.verify })));
    await waitFor(() => expect(confirmRecordsLinkAction).toHaveBeenCalledWith("en", { code: "4821", key: undefined }));
  });
});
