import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { NextSlotsBand } from "@/components/doctors/next-slots-frame";
import { NextSlotsScope } from "@/components/doctors/next-slots";

/** A list of doctor cards' bands as the server draws them, in the scope that fills them in the browser. */
export function renderBands(locale: "ar" | "en", doctors: ReadonlyArray<{ id: number; name: string; slug: string }>) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : ar} timeZone="Asia/Riyadh">
      <NextSlotsScope>
        {doctors.map(({ id, name, slug }) => (
          <NextSlotsBand key={id} doctorId={id} doctorName={name} doctorPath={`/${locale}/doctor/${slug}`} />
        ))}
      </NextSlotsScope>
    </NextIntlClientProvider>,
  );
}
