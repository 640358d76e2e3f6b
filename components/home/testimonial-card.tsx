import { useId } from "react";
import { useTranslations } from "next-intl";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { Testimonial } from "@/lib/api/home";

/** One testimonial: stars, the quote and who said it (a slide of the testimonials carousel). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useTranslations("home.testimonials");
  return (
    <figure className="flex h-full flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
      <StarRating rating={testimonial.rating} label={t("rating", { rating: testimonial.rating })} />
      <blockquote className="flex-1 text-ink">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <span className="size-12 shrink-0 overflow-hidden rounded-full bg-surface">
          <ResponsiveImage image={testimonial.image} alt="" width={96} height={96} className="h-full w-full object-cover" />
        </span>
        <span className="font-bold text-brand-800">{testimonial.name}</span>
      </figcaption>
    </figure>
  );
}

const STAR_PATH = "m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9Z";

/** Five stars in one SVG (the shape is defined once), filled from the reading start. */
function StarRating({ rating, label }: { rating: number; label: string }) {
  const id = useId();
  return (
    <svg role="img" aria-label={label} width="98" height="18" viewBox="0 0 130 24" className="text-accent-600 rtl:-scale-x-100">
      <defs>
        <path id={id} d={STAR_PATH} stroke="currentColor" strokeWidth="1.5" />
      </defs>
      {[0, 1, 2, 3, 4].map((star) => (
        <use key={star} href={`#${id}`} x={star * 26.5} fill={star < rating ? "currentColor" : "none"} />
      ))}
    </svg>
  );
}
