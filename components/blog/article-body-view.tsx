import { PROSE_CLASSES } from "@/components/static/prose";
import { CalendarIcon } from "@/components/ui/icons";
import { PictureView } from "@/components/ui/picture-view";
import type { ImageSource } from "@/lib/images";

/** An article's body as data, its words and links already in the page's language (components/blog/article-body-content.ts). */
export interface ArticleBodyData {
  /** Its category's chip; none for a hidden post. */
  category?: { label: string; name: string; href: string };
  publishedAt: string;
  published: string;
  readingTime: string;
  author?: string;
  image: ImageSource | null;
  /** Already sanitized. */
  bodyHtml: string;
  tags?: { heading: string; items: { id: number; name: string; href: string }[] };
}

/**
 * An article's meta line, hero image, body and tags, a pure function of its data: the server writes
 * it once per process for the same data, and the page's payload carries a key instead of the body
 * a second time (kept-article-body.tsx). Its links are plain links, client navigations once the
 * navigation runtime runs; its image swaps to the fallback by the layout's script.
 */
export function ArticleBodyView({ category, publishedAt, published, readingTime, author, image, bodyHtml, tags }: ArticleBodyData) {
  return (
    <article className="mx-auto max-w-3xl">
      <header className="mb-8 flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {category && (
            <a href={category.href} className="inline-flex min-h-6 items-center rounded-full bg-brand-50 px-3 font-semibold text-brand-800 hover:bg-brand-100">
              <span className="sr-only">{category.label}: </span>
              {category.name}
            </a>
          )}
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon size={16} className="text-brand-700" />
            <time dateTime={publishedAt}>{published}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>{readingTime}</span>
          {author && (
            <>
              <span aria-hidden="true">·</span>
              <span>{author}</span>
            </>
          )}
        </p>
      </header>
      {/* The box keeps the declared ratio whatever the CMS image's own: nothing below moves when it loads. */}
      <div className="mb-10 aspect-[1200/630] overflow-hidden rounded-[var(--radius-card)] bg-surface">
        <PictureView image={image} alt="" width={1200} height={630} priority swappedByPage className="h-full w-full object-cover" />
      </div>
      <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      {tags && (
        <footer className="mt-10 border-t border-line pt-6">
          <h2 className="mb-3 text-base font-bold text-ink">{tags.heading}</h2>
          <ul className="flex flex-wrap gap-2">
            {tags.items.map((tag) => (
              <li key={tag.id}>
                <a
                  href={tag.href}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-brand-700 hover:border-brand-600 hover:bg-brand-50"
                >
                  #{tag.name}
                </a>
              </li>
            ))}
          </ul>
        </footer>
      )}
    </article>
  );
}
