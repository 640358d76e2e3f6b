import { getTranslations } from "next-intl/server";
import type { Category, PostSummary } from "@/lib/api/posts";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { PostTitleLink } from "@/components/blog/post-title-link";

/**
 * The blog's side column: categories with their counts (the current one marked) and the posts
 * of the week. Either part is simply left out when it could not be loaded.
 */
export async function BlogSidebar({
  locale,
  categories,
  weekPosts,
  current,
}: {
  locale: Locale;
  categories: Category[] | null;
  weekPosts: PostSummary[] | null;
  /** The list being shown: "all" posts, a category id, or nothing (a tag list). */
  current?: number | "all";
}) {
  const t = await getTranslations({ locale, namespace: "blog" });
  return (
    <aside className="flex flex-col gap-8">
      {categories && categories.length > 0 && (
        <nav aria-labelledby="blog-categories" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h2 id="blog-categories" className="mb-3 text-lg font-bold text-brand-800">
            {t("categories")}
          </h2>
          <ul className="flex flex-col">
            <li>
              <Link
                href="/blog"
                aria-current={current === "all" ? "page" : undefined}
                className="sidebar-link"
              >
                {t("allPosts")}
              </Link>
            </li>
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  href={{ pathname: "/categories/[slug]", params: { slug: category.slug } }}
                  aria-current={category.id === current ? "page" : undefined}
                  className="sidebar-link"
                >
                  <span>{category.name}</span>
                  <span className="sidebar-count">
                    <span className="sr-only">(</span>
                    {t("postsCount", { count: category.postsCount })}
                    <span className="sr-only">)</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {weekPosts && weekPosts.length > 0 && (
        <section aria-labelledby="blog-week" className="rounded-[var(--radius-card)] border border-line bg-white p-5">
          <h2 id="blog-week" className="mb-3 text-lg font-bold text-brand-800">
            {t("weekPosts")}
          </h2>
          <ol className="flex flex-col gap-4">
            {weekPosts.map((post) => (
              <li key={post.id} className="flex flex-col gap-0.5">
                <PostTitleLink post={post} locale={locale} />
              </li>
            ))}
          </ol>
        </section>
      )}
    </aside>
  );
}
