import type { ReactNode } from "react";

type Props = {
  /** id of the section; its heading gets `${id}-title` for aria-labelledby. */
  id: string;
  title: string;
  /** Optional line under the title. */
  lead?: string;
  /** A "see all" link or similar, shown at the end of the heading row. */
  action?: ReactNode;
  /** "surface" alternates the background between sections. */
  tone?: "white" | "surface";
  /**
   * Laid out only as it comes near the viewport (`render-when-near`). Off for a section whose
   * script measures its content (a carousel): skipped content keeps stale boxes.
   */
  layOutWhenNear?: boolean;
  children: ReactNode;
};

/**
 * The frame every home-page section shares (services, offers, doctors, news, testimonials,
 * most viewed): a labelled region with a heading row and the content below.
 */
export function HomeSection({ id, title, lead, action, tone = "white", layOutWhenNear = true, children }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`${layOutWhenNear ? "render-when-near " : ""}home-section ${tone === "surface" ? "bg-surface" : "bg-white"}`}
    >
      <div className="container-page">
        {/* Its heading and lead are styled from .home-section-head (globals.css). */}
        <div className="home-section-head">
          <div>
            <h2 id={`${id}-title`}>{title}</h2>
            {lead && <p>{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
