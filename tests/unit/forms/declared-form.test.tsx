import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormSpec } from "@/components/forms/form-spec";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const { default: DeclaredFormClient } = await import("@/components/forms/declared-form-client");

afterEach(() => {
  cleanup();
  push.mockReset();
});

/** A form like the contact form: a grid with a choice, a hidden field, the server's words said with its field errors. */
const spec: FormSpec = {
  id: "contact",
  className: "",
  fields: [
    { name: "name", kind: "text", label: "Name", rules: { required: "Name is required", min: [3, "Name is too short"] } },
    { name: "unit", kind: "select", label: "Send to", options: [{ value: "1", label: "Hospital" }, { value: "2", label: "Clinic" }], value: "1", wide: true },
    { name: "source", kind: "hidden", value: "site" },
  ],
  grid: ["name", "unit"],
  submit: { label: "Send", pending: "Sending", className: "" },
  outcome: "alert",
  alwaysSay: true,
  genericError: "An error occurred",
};

function show(action: (input: never) => Promise<unknown>, typed: Record<string, string[]> = {}) {
  render(<DeclaredFormClient spec={spec} action={action as never} typed={() => typed} submitOnMount={false} />);
  return { name: screen.getByLabelText("Name"), unit: screen.getByLabelText("Send to"), send: screen.getByRole("button", { name: "Send" }) };
}

describe("the code of a form told as data", () => {
  it("checks its rules before sending: the error under its field, the field focused, nothing sent", async () => {
    const action = vi.fn();
    const { name, send } = show(action, { name: ["Al"] });
    fireEvent.click(send);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Name is too short")).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the values with its choice and hidden field; the server's field errors and words both show, nothing typed lost", async () => {
    const action = vi.fn().mockResolvedValue({ ok: false, message: "Please fix the errors", fieldErrors: { name: "Name is taken" } });
    const { name, unit, send } = show(action, { name: ["Sarah"] });
    fireEvent.change(unit, { target: { value: "2" } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByText("Name is taken")).toBeTruthy());
    expect(action).toHaveBeenCalledWith({ name: "Sarah", unit: "2", source: "site" });
    expect(screen.getByRole("alert").textContent).toContain("Please fix the errors");
    expect((name as HTMLInputElement).value).toBe("Sarah");
  });

  it("empties the typed fields after a success but keeps the choice, and says the thanks", async () => {
    const action = vi.fn().mockResolvedValue({ ok: true, data: null, message: "Thank you" });
    const { name, unit, send } = show(action, { name: ["Sarah"] });
    fireEvent.change(unit, { target: { value: "2" } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Thank you"));
    expect((name as HTMLInputElement).value).toBe("");
    expect((unit as HTMLSelectElement).value).toBe("2");
  });
});
