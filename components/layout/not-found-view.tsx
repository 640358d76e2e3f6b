import { buttonClasses } from "@/components/ui/button";
import { HomeIcon } from "@/components/ui/icons";
import { StatusView } from "./status-view";

export type NotFoundData = {
  homeHref: string;
  /** Screen-reader text for the code, e.g. "Error 404". */
  codeLabel: string;
  title: string;
  text: string;
  /** The home link's text. */
  home: string;
};

/**
 * The 404 view (not-found-page.tsx), drawn on the server from its texts and kept as drawn
 * (kept-frame.tsx). Its home link is a plain anchor that navigates on the client (`data-soft-nav`,
 * components/navigation/soft-links.tsx), not a `<Link>`, whose code no page's first load should carry.
 */
export function NotFoundView({ homeHref, codeLabel, title, text, home }: NotFoundData) {
  return (
    <StatusView
      code={404}
      codeLabel={codeLabel}
      title={title}
      text={text}
      actions={
        <a href={homeHref} className={buttonClasses("primary", "lg")} data-soft-nav="">
          <HomeIcon size={20} />
          {home}
        </a>
      }
    />
  );
}
