import { describe, expect, it } from "vitest";
import { readablePath } from "@/lib/i18n/readable-path";

describe("readablePath", () => {
  it("writes Arabic letters as they are, and the browser's encoding of them gives back the same URL", () => {
    const encoded = "/%D8%A7%D9%84%D8%A3%D8%B7%D8%A8%D8%A7%D8%A1/%D8%B9%D9%85%D8%B1%D9%88-%D8%B3%D9%84%D9%8A%D9%85%D8%A7%D9%86";
    const readable = readablePath(encoded);
    expect(readable).toBe("/الأطباء/عمرو-سليمان");
    expect(new URL(readable, "https://hospital.example").pathname).toBe(encoded);
  });

  it("keeps escaped ASCII (a slash, a percent sign, a hash) escaped and leaves ASCII paths alone", () => {
    expect(readablePath("/doctor/a%2Fb%25c%23d")).toBe("/doctor/a%2Fb%25c%23d");
    expect(readablePath("/en/doctor/amal-soliman#book")).toBe("/en/doctor/amal-soliman#book");
  });

  it("leaves broken UTF-8 escapes encoded", () => {
    expect(readablePath("/x/%D8")).toBe("/x/%D8");
    expect(readablePath("/x/%D8%A7%D8")).toBe("/x/%D8%A7%D8");
  });
});
