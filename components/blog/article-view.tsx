import { getTranslations } from "next-intl/server";
import { keepData } from "@/components/ui/kept-data";
import type { Post } from "@/lib/api/posts";
import { articleBodyData, articleBodyDataUrl } from "./article-body-content";
import type { PostCardData } from "@/lib/blog/types";
import type { Locale } from "@/lib/i18n/routing";
import { KeptArticleBody } from "./kept-article-body";
import { MessagesSubset } from "@/components/static/messages-subset";
import { POST_CARD_MESSAGES } from "./post-card-messages";
import { RelatedPosts } from "./related-posts";

/** The article: its body (meta line, hero image, sanitized HTML, tags: kept by key) and related posts. */
export async function ArticleView({
  locale,
  post,
  bodyHtml,
  related,
}: {
  locale: Locale;
  post: Post;
  /** Already sanitized. */
  bodyHtml: string;
  related: PostCardData[];
}) {
  const t = await getTranslations({ locale, namespace: "blog" });
  const body = await articleBodyData(locale, post, bodyHtml);
  return (
    <div className="container-page py-10 md:py-14">
      <KeptArticleBody keptKey={keepData(body)} dataUrl={articleBodyDataUrl(post.slug, locale)} />

      {related.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-16">
          <h2 id="related-posts" className="mb-6 text-2xl font-bold text-brand-800">
            {t("related")}
          </h2>
          <MessagesSubset pick={POST_CARD_MESSAGES}>
            <RelatedPosts posts={related} />
          </MessagesSubset>
        </section>
      )}
    </div>
  );
}
