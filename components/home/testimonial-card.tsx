import { useTranslations } from "next-intl";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Testimonial } from "@/lib/api/home";

/** One testimonial: stars, the quote and who said it (a slide of the testimonials carousel). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useTranslations("home.testimonials");
  return (
    // Its quote, avatar and name are styled from .testimonial-card (globals.css).
    <figure className="testimonial-card">
      <StarRating rating={testimonial.rating} label={t("rating", { rating: testimonial.rating })} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption>
        <span>
          <ResponsiveImage image={testimonial.image} alt="" width={96} height={96} />
        </span>
        <span>{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}

const STAR_ID = "star";

/** How many of the five stars a rating fills (from the reading start): the stars whose index is below it. */
const filledStars = (rating: number) => Math.min(5, Math.max(0, Math.ceil(rating)));
const starsId = (filled: number) => `stars-${filled}`;

/**
 * The star's shape and each row of five stars the section's ratings need, defined once for the
 * whole section (rendered beside the cards, never shown itself): a card's rating is one reference
 * to its row instead of five stars of its own, in the HTML and again in the payload.
 */
export function StarDefs({ ratings }: { ratings: number[] }) {
  const rows = [...new Set(ratings.map(filledStars))];
  return (
    <svg aria-hidden="true" className="hidden">
      <defs>
        <path id={STAR_ID} d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z" stroke="currentColor" strokeWidth="1.5" />
        {rows.map((filled) => (
          <g key={filled} id={starsId(filled)}>
            {[0, 1, 2, 3, 4].map((star) => (
              <use key={star} href={`#${STAR_ID}`} x={star * 26.5} fill={star < filled ? "currentColor" : "none"} />
            ))}
          </g>
        ))}
      </defs>
    </svg>
  );
}

/** Five stars in one SVG (their row is StarDefs'), filled from the reading start. */
function StarRating({ rating, label }: { rating: number; label: string }) {
  return (
    <svg role="img" aria-label={label} width="98" height="18" viewBox="0 0 130 24" className="text-accent-600 rtl:-scale-x-100">
      <use href={`#${starsId(filledStars(rating))}`} />
    </svg>
  );
}
