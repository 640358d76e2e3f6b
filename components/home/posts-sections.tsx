import { getTranslations } from "next-intl/server";
import { CardRow, CardRowItem } from "@/components/ui/card-row";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { getMostViewed } from "@/lib/api/home";
import { getWeekPosts } from "@/lib/api/posts";
import NextLink from "@/components/navigation/smart-next-link";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { HomeSection } from "./home-section";
import { PostCard } from "@/components/blog/post-card";
import { optional } from "./optional";
import { SeeAllLink } from "./see-all-link";

const MOST_VIEWED_SHOWN = 5;
const WEEK_POSTS_SHOWN = 3;

/** Home "most viewed": a ranked list of the most read articles. */
export async function MostViewedSection({ locale }: { locale: Locale }) {
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: "home.sections.mostViewed" }),
    optional("most viewed", () => getMostViewed(locale)),
  ]);
  const shown = (posts ?? []).slice(0, MOST_VIEWED_SHOWN);
  if (shown.length === 0) return null;
  return (
    <HomeSection id="most-viewed" title={t("title")} lead={t("subtitle")}>
      <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((post, index) => (
          // Its rank, thumbnail, title link (stretched over the row) and category: styled from .ranked-post.
          <li key={post.id} className="ranked-post">
            <span aria-hidden="true">{index + 1}</span>
            <div>
              <ResponsiveImage image={post.image} alt="" width={160} height={128} />
            </div>
            <div>
              <h3>
                <NextLink href={readablePathname({ locale, href: { pathname: "/[slug]", params: { slug: post.slug } } })}>{post.title}</NextLink>
              </h3>
              <p>{post.category.name}</p>
            </div>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

/** Home "week posts": the articles of the week (GET /api/weekPosts). */
export async function WeekPostsSection({ locale }: { locale: Locale }) {
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: "home.sections.weekPosts" }),
    optional("week posts", () => getWeekPosts(locale)),
  ]);
  const shown = (posts ?? []).slice(0, WEEK_POSTS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <HomeSection id="week-posts" tone="surface" title={t("title")} lead={t("subtitle")} action={<SeeAllLink href="/blog">{t("all")}</SeeAllLink>}>
      <CardRow columns="sm:grid-cols-2 md:grid-cols-3">
        {shown.map((post) => (
          <CardRowItem key={post.id}>
            <PostCard post={post} headingLevel={3} />
          </CardRowItem>
        ))}
      </CardRow>
    </HomeSection>
  );
}
