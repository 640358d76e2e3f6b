import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PhoneNumber } from "@/components/ui/phone-number";

describe("PhoneNumber", () => {
  it("isolates the number left to right inside Arabic text and keeps it on one line", () => {
    const { container } = render(
      <p dir="rtl">
        الدعم عبر واتساب <PhoneNumber value="+966 55 000 1984" className="font-bold" />
      </p>,
    );
    const number = container.querySelector("bdi");
    expect(number?.textContent).toBe("+966 55 000 1984");
    expect(number?.getAttribute("dir")).toBe("ltr");
    expect(number?.className.split(" ")).toEqual(["whitespace-nowrap", "font-bold"]);
  });
});
