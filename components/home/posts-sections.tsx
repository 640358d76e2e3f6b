import { getTranslations } from "next-intl/server";
import { getMostViewed } from "@/lib/api/home";
import { getWeekPosts, toCardData } from "@/lib/api/posts";
import { readablePathname } from "@/lib/i18n/readable-path";
import type { Locale } from "@/lib/i18n/routing";
import { KeptHomeCards } from "./home-cards";
import { HomeSection } from "./home-section";
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
      <KeptHomeCards
        kind="ranked"
        columns="md:grid-cols-2 lg:grid-cols-3"
        cards={shown.map((post) => ({
          id: post.id,
          path: readablePathname({ locale, href: { pathname: "/[slug]", params: { slug: post.slug } } }),
          title: post.title,
          category: post.category.name,
          image: post.image,
        }))}
      />
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
      <KeptHomeCards kind="posts" columns="sm:grid-cols-2 md:grid-cols-3" cards={shown.map(toCardData)} />
    </HomeSection>
  );
}
