import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoadFailed } from "@/components/ui/load-failed";

describe("LoadFailed", () => {
  it("announces what could not load and fetches it again on the press of its button", () => {
    const onRetry = vi.fn();
    render(<LoadFailed className="mt-6" message="تعذّر تحميل نموذج تسجيل الدخول." retry="حاول مرة أخرى" onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("تعذّر تحميل نموذج تسجيل الدخول.");
    expect(alert.className.split(" ")).toContain("mt-6");
    const button = screen.getByRole("button", { name: "حاول مرة أخرى" });
    expect(button.getAttribute("type")).toBe("button");
    fireEvent.click(button);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
