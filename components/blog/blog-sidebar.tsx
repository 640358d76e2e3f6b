import { getTranslations } from "next-intl/server";
import { DATE_FORMAT, formatDate } from "@/components/content/format";
import type { Category, PostSummary } from "@/lib/api/posts";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { KeptBlogSidebar } from "./kept-blog-sidebar";

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
      <KeptBlogSidebar
        categories={
          categories && categories.length > 0
            ? {
                title: t("categories"),
                items: [
                  { href: getPathname({ locale, href: "/blog" }), name: t("allPosts"), count: null, current: current === "all" },
                  ...categories.map((category) => ({
                    href: getPathname({ locale, href: { pathname: "/categories/[slug]", params: { slug: category.slug } } }),
                    name: category.name,
                    count: t("postsCount", { count: category.postsCount }),
                    current: category.id === current,
                  })),
                ],
              }
            : null
        }
        week={
          weekPosts && weekPosts.length > 0
            ? {
                title: t("weekPosts"),
                posts: weekPosts.map((post) => ({
                  href: getPathname({ locale, href: { pathname: "/[slug]", params: { slug: post.slug } } }),
                  title: post.title,
                  dateTime: post.publishedAt,
                  date: formatDate(locale, post.publishedAt, DATE_FORMAT),
                })),
              }
            : null
        }
      />
    </aside>
  );
}
