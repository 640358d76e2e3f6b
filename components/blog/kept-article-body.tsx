"use client";

import { keptByKey } from "@/components/ui/kept-from-server";

/**
 * An article's body (article-body-view.tsx) drawn by the server from its data kept by key: the
 * payload carries the key, not the body's HTML and element tree a second time beside the markup.
 * A client navigation to the article reads the data from app/api/posts/[slug] and draws it, the
 * view's code loaded then; if that read fails, it says so and offers to load the page again.
 */
export const KeptArticleBody = keptByKey(() => import("./article-body-view").then((module) => module.ArticleBodyView), "contents", { unreadNotice: true });
