import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormAlert } from "@/components/forms/form-alert";
import { isolate } from "@/lib/intl/bidi";

afterEach(cleanup);

describe("a form's message with a code in Arabic words", () => {
  it("puts the code in a <bdi> kept on one line, without the isolate characters", () => {
    const { container } = render(<FormAlert message={`لديك حجز بالفعل مع هذا الطبيب (رمز الحجز ${isolate("ar", "BK-ETTB7VYN")}).`} />);
    const bdi = container.querySelector("bdi");
    expect(bdi?.textContent).toBe("BK-ETTB7VYN");
    expect(bdi?.className).toContain("whitespace-nowrap");
    expect(container.textContent).toBe("لديك حجز بالفعل مع هذا الطبيب (رمز الحجز BK-ETTB7VYN).");
  });

  it("leaves a message without isolated values as plain text", () => {
    const { container } = render(<FormAlert message="Something went wrong." />);
    expect(container.querySelector("bdi")).toBeNull();
    expect(container.textContent).toBe("Something went wrong.");
  });
});
