/** The blog's side column as words and addresses, each part null when it could not be loaded. */
export interface BlogSidebarData {
  categories: {
    title: string;
    items: Array<{ href: string; name: string; count: string | null; current: boolean }>;
  } | null;
  week: { title: string; posts: Array<{ href: string; title: string; dateTime: string; date: string }> } | null;
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
        <nav aria-labelledby="blog-categories" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h2 id="blog-categories" className="mb-3 text-lg font-bold text-brand-800">
            {categories.title}
          </h2>
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
        </nav>
      )}
      {week && (
        <section aria-labelledby="blog-week" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h2 id="blog-week" className="mb-3 text-lg font-bold text-brand-800">
            {week.title}
          </h2>
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
        </section>
      )}
    </>
  );
}
