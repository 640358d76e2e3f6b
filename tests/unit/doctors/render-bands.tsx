import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { NextSlotsBand } from "@/components/doctors/next-slots-frame";
import { NextSlotsScope } from "@/components/doctors/next-slots";

/**
 * A list of doctor cards' bands as the server draws them, each in a card with the name link the
 * times read the doctor's name and page from, in the scope that fills them in the browser.
 */
export function renderBands(locale: "ar" | "en", doctors: ReadonlyArray<{ id: number; name: string; slug: string }>) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ar} timeZone="Asia/Riyadh">
      <NextSlotsScope>
        {doctors.map(({ id, name, slug }) => (
          <article key={id}>
            <h3 className="doctor-card-name">
              <a href={`/${locale}/doctor/${slug}`}>{name}</a>
            </h3>
            <NextSlotsBand doctorId={id} />
          </article>
        ))}
      </NextSlotsScope>
    </NextIntlClientProvider>,
  );
}
