import type { ReactNode } from "react";

/** The blog's side column as words and addresses, each part null when it could not be loaded. */
export interface BlogSidebarData {
  categories: {
    title: string;
    items: Array<{ href: string; name: string; count: string | null; current: boolean }>;
  } | null;
  week: { title: string; posts: Array<{ href: string; title: string; dateTime: string; date: string }> } | null;
}

/** A titled panel of the side column: a `nav` of links or a `section`, its heading naming it. */
function SidePanel({ as: Panel, id, title, children }: { as: "nav" | "section"; id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </Panel>
  );
}

/**
 * The blog's categories (the current one marked) and the posts of the week (blog-sidebar.tsx): a
 * pure function of their words, kept as the server drew it. Its links are plain links that the
 * navigation runtime makes client-side navigations (components/navigation/soft-links.tsx).
 */
export function BlogSidebarView({ categories, week }: BlogSidebarData) {
  return (
    <>
      {categories && (
        <SidePanel as="nav" id="blog-categories" title={categories.title}>
          <ul className="flex flex-col">
            {categories.items.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.current ? "page" : undefined} className="sidebar-link">
                  {item.count === null ? (
                    item.name
                  ) : (
                    <>
                      <span>{item.name}</span>
                      <span className="sidebar-count">
                        <span className="sr-only">(</span>
                        {item.count}
                        <span className="sr-only">)</span>
                      </span>
                    </>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </SidePanel>
      )}
      {week && (
        <SidePanel as="section" id="blog-week" title={week.title}>
          <ol className="flex flex-col gap-4">
            {week.posts.map((post) => (
              <li key={post.href} className="flex flex-col gap-0.5">
                <a href={post.href} className="font-semibold text-ink underline-offset-4 hover:text-brand-700 hover:underline">
                  {post.title}
                </a>
                <time dateTime={post.dateTime} className="text-sm text-muted">
                  {post.date}
                </time>
              </li>
            ))}
          </ol>
        </SidePanel>
      )}
    </>
  );
}
