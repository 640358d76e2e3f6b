import { cardImage } from "../../images/generate";
import { searchText } from "../search-text";
import { ARTICLES, type ArticleBody, TAGS } from "./articles";
import { daysFromNow, seededRandom, slugify } from "./slug";

export const POST_COUNT = 60;
/** Unlisted posts, reachable by link and listed only with hidden=1 (the blog's secret page). */
export const HIDDEN_POST_INDEXES = new Set([7, 23, 41, 58]);

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Rich HTML: intro, h2 + paragraph, list, picture, h2 + ordered steps, blockquote, closing. */
function renderBody(b: ArticleBody, intro: string, image: string, variant: number): string {
  const list = `<ul>${b.list.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>`;
  const steps = `<h2>${esc(b.h2)}</h2><ol>${b.steps.map((x) => `<li>${esc(x)}</li>`).join("")}</ol>`;
  const figure = `<figure><img src="/storage/${image}" alt="" width="800" height="500" loading="lazy"></figure>`;
  const middle = variant % 2 === 0 ? [list, figure, steps] : [steps, figure, list];
  return [
    `<p>${esc(intro)}</p>`,
    `<h2>${esc(b.h1)}</h2>`,
    `<p>${esc(b.p1)}</p>`,
    ...middle,
    `<blockquote><p>${esc(b.quote)}</p></blockquote>`,
    `<p>${esc(b.closing)}</p>`,
  ].join("\n");
}

const wordCount = (html: string) => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;

export const postCategoryRows = () =>
  ARTICLES.map((a, i) => ({
    id: i + 1,
    nameAr: a.category[0],
    nameEn: a.category[1],
    slugAr: slugify(a.category[0]),
    slugEn: slugify(a.category[1]),
    order: i + 1,
  }));

export const tagRows = () =>
  TAGS.map(([ar, en], i) => ({ id: i + 1, nameAr: ar, nameEn: en, slugAr: slugify(ar), slugEn: slugify(en) }));

/** Titles are taken round-robin across topics, so every category has posts on every page. */
export function postRows() {
  const rnd = seededRandom(60);
  const picks: Array<{ topic: number; variant: number }> = [];
  for (let variant = 0; picks.length < POST_COUNT; variant++) {
    ARTICLES.forEach((a, topic) => {
      if (variant < a.titles.length && picks.length < POST_COUNT) picks.push({ topic, variant });
    });
  }
  return picks.map(({ topic, variant }, i) => {
    const article = ARTICLES[topic]!;
    const [titleAr, titleEn, excerptAr, excerptEn] = article.titles[variant]!;
    const image = cardImage(i + 3);
    const bodyAr = renderBody(article.ar, excerptAr, image.desktop, variant);
    const bodyEn = renderBody(article.en, excerptEn, image.desktop, variant);
    const extraTag = (i % TAGS.length) + 1;
    const tagIds = [...new Set([...article.tags, extraTag])];
    return {
      row: {
        id: i + 1,
        categoryId: topic + 1,
        slugAr: slugify(titleAr),
        slugEn: slugify(titleEn),
        titleAr,
        titleEn,
        excerptAr,
        excerptEn,
        bodyAr,
        bodyEn,
        authorAr: article.author[0],
        authorEn: article.author[1],
        image,
        order: i + 1,
        isHidden: HIDDEN_POST_INDEXES.has(i),
        views: rnd.int(40, 9000),
        readingMinutes: Math.max(2, Math.round(wordCount(bodyEn) / 200) + 2),
        publishedAt: daysFromNow(-1 - i * 3, 8 + (i % 10)),
        createdAt: daysFromNow(-1 - i * 3, 7),
        updatedAt: daysFromNow(-1 - i * 2, 7),
        search: searchText(titleAr, titleEn, excerptAr, excerptEn, article.author[0], article.author[1]),
      },
      tagIds,
    };
  });
}
