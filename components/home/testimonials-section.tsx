import { getTranslations } from "next-intl/server";
import { getTestimonials } from "@/lib/api/home";
import type { Locale } from "@/lib/i18n/routing";
import { HomeSection } from "./home-section";
import { optional } from "./optional";
import { KeptHomeCards } from "./home-cards";
import { StarDefs } from "./testimonial-card";
import { TestimonialsCarousel } from "./testimonials-carousel";

/** Home "testimonials" (GET /api/testimonials) in an accessible carousel. */
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const [t, testimonials] = await Promise.all([
    getTranslations({ locale, namespace: "home.sections.testimonials" }),
    optional("testimonials", () => getTestimonials(locale)),
  ]);
  if (!testimonials?.length) return null;
  return (
    // Its carousel measures the slides (Swiper, the in-view check): laid out from the start.
    <HomeSection id="testimonials" tone="surface" title={t("title")} lead={t("subtitle")} layOutWhenNear={false}>
      <StarDefs ratings={testimonials.map((testimonial) => testimonial.rating)} />
      {/* Its labels and the cards' come from the page's HomeCardMessagesProvider. */}
      <TestimonialsCarousel>
        {/* Each kept as the server wrote it (home-cards.tsx): the carousel moves the slides, nothing runs in a card. */}
        {testimonials.map((testimonial) => (
          <KeptHomeCards key={testimonial.id} kind="testimonial" card={testimonial} />
        ))}
      </TestimonialsCarousel>
    </HomeSection>
  );
}
