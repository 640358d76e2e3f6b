import { describe, expect, it } from "vitest";
import { FSI, PDI, isolate, isolatedRuns } from "@/lib/intl/bidi";
import { serverMessage } from "@/backend/src/http/messages";

describe("isolated values in Arabic text", () => {
  it("wrap a value in FSI … PDI in Arabic and leave English as it is", () => {
    expect(isolate("ar", "BK-ETTB7VYN")).toBe(`${FSI}BK-ETTB7VYN${PDI}`);
    expect(isolate("en", "BK-ETTB7VYN")).toBe("BK-ETTB7VYN");
    // Digits alone read in order anywhere; a texted code stays last in its SMS for the phone to fill in.
    expect(isolate("ar", "1234")).toBe("1234");
  });

  it("split a text into its isolated runs and the words between them", () => {
    expect(isolatedRuns(`لديك حجز (رمز الحجز ${FSI}BK-1${PDI}) يوم ${FSI}10:00${PDI}`)).toEqual([
      { text: "لديك حجز (رمز الحجز ", isolated: false },
      { text: "BK-1", isolated: true },
      { text: ") يوم ", isolated: false },
      { text: "10:00", isolated: true },
    ]);
    expect(isolatedRuns("plain")).toEqual([{ text: "plain", isolated: false }]);
  });

  it("isolate the backend's codes, amounts and moments in its Arabic SMS and e-mails, not its links nor a select's key", () => {
    const sms = serverMessage("ar", "booking.notice.confirmed", { name: "Rana", doctor: "د. سارة", branch: "جدة", when: "الأحد 10:00", code: "BK-ETTB7VYN" });
    expect(sms).toContain(`${FSI}BK-ETTB7VYN${PDI}`);
    expect(sms).toContain(`${FSI}Rana${PDI}`);
    expect(serverMessage("en", "booking.notice.confirmed", { name: "Rana", doctor: "Dr Sara", branch: "Jeddah", when: "Sunday 10:00", code: "BK-ETTB7VYN" })).not.toMatch(/[\u2066-\u2069]/);
    const otp = serverMessage("ar", "otp.body", { purpose: "register", code: "1234", minutes: 10 });
    expect(otp).toContain("لتفعيل حسابك");
    expect(otp).toMatch(/ 1234\./);
    expect(serverMessage("ar", "otp.link", { url: "https://example.com/x" })).toContain(" https://example.com/x");
    expect(serverMessage("ar", "payments.receipt", { name: "ريم", total: "SAR 1,033.85", method: "بطاقة", reference: "T-9" })).toContain(`${FSI}SAR 1,033.85${PDI}`);
  });
});
