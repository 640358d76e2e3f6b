import { articleBodyDataFor } from "@/components/blog/article-body-content";
import { slugDataRoute } from "@/lib/api/slug-query";

/**
 * An article's body as its page draws it (components/blog/article-body-view.tsx), for a tab that
 * navigates to the article: the page's payload carries only its key (kept-article-body.tsx). Public,
 * the same cached backend read as the page; a hidden post's is reachable by its slug alone, as its page is.
 * GET /api/posts/{slug}?lang=ar|en → ArticleBodyData (404 for an unknown slug, 422 for a malformed query)
 */
export const GET = slugDataRoute("article body", articleBodyDataFor);
