import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { Doctor } from "@/lib/api/doctors";

const { DoctorCardList } = await import("@/components/doctors/doctor-card-list");
const { cardDataOf } = await import("@/components/doctors/card-data");

const doctor: Doctor = {
  id: 7,
  slug: "amr-soliman",
  slugs: { ar: "عمرو-سليمان", en: "amr-soliman" },
  name: "Amr Soliman",
  title: { id: 2, name: "Consultant" },
  gender: { id: 1, name: "Male" },
  specialty: { id: 21, name: "Cardiology" },
  subSpecialties: [
    { id: 3, name: "Echocardiography" },
    { id: 4, name: "Heart failure" },
  ],
  qualifications: ["MD"],
  careerPath: ["Cairo University"],
  services: ["ECG"],
  branch: { id: 9, name: "Dokki", phone: "+20 2 0000 0000" },
  businessUnitId: 1,
  image: { mobile: "doctors/7-m.webp", desktop: "doctors/7-d.webp" },
  bio: "A long biography the card never shows.",
};

/** The doctor search's messages for its client parts (doctor-search-view.tsx), nothing else. */
const pageMessages = (messages: typeof en) => ({ doctors: { card: messages.doctors.card, slots: messages.doctors.slots } });

describe("the doctor search's card list", () => {
  it("sends a card only what it shows, as written: no biography, other languages' slugs or ids it does not use, one photo", () => {
    const data = cardDataOf(doctor, "en");
    expect(data).toEqual({
      id: 7,
      path: "/en/doctor/amr-soliman",
      name: "Amr Soliman",
      title: "Consultant",
      specialty: "Cardiology",
      subs: "Echocardiography and Heart failure",
      branch: "Dokki",
      image: "doctors/7-m.webp",
    });
    expect(cardDataOf({ ...doctor, subSpecialties: [] }, "ar").subs).toBe("");
    // In the page's language: Arabic joins them with its own "and".
    expect(cardDataOf(doctor, "ar").subs).toBe(new Intl.ListFormat("ar", { style: "long", type: "conjunction" }).format(["Echocardiography", "Heart failure"]));
    expect(JSON.stringify(data)).not.toContain("biography");
  });

  it("renders the full card from that data with the messages the page sends, crawlable links named with the doctor", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={pageMessages(en)} timeZone="Asia/Riyadh">
        <DoctorCardList doctors={[cardDataOf(doctor, "en")]} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('data-testid="doctor-results"');
    expect(html).toMatch(/<a href="\/en\/doctor\/amr-soliman"[^>]*>Amr Soliman<\/a>/);
    expect(html).toContain('href="/en/doctor/amr-soliman#book"');
    expect(html).toContain('aria-label="Book: Amr Soliman"');
    expect(html).toContain("Echocardiography and Heart failure");
    expect(html).toContain('src="/storage/doctors/7-m.webp"');
    // The band's times read the doctor from the name link: it does not write the path again.
    expect(html).toContain('data-doctor-id="7"');
    expect(html).not.toContain("data-doctor-path");
  });

  it("writes Arabic paths and labels in Arabic", () => {
    const html = renderToString(
      <NextIntlClientProvider locale="ar" messages={pageMessages(ar as typeof en)} timeZone="Asia/Riyadh">
        <DoctorCardList doctors={[cardDataOf({ ...doctor, slug: "عمرو-سليمان" }, "ar")]} />
      </NextIntlClientProvider>,
    );
    expect(html).toContain(`aria-label="${ar.doctors.card.book}: Amr Soliman"`);
    // Its Arabic letters as they are: six bytes fewer a letter than percent-encoded, the same request.
    expect(html).toMatch(/href="\/[^"/%]+\/عمرو-سليمان"/);
  });
});
