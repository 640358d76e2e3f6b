"use client";

import { keptByKey, keptViewsOf } from "@/components/ui/kept-from-server";

// The frame's parts kept as the server drew them (components/ui/kept-from-server.tsx). Each route
// group's layout draws the frame, so a client navigation to another group (or the other language)
// mounts them afresh: the browser then draws them from their data, with their views' code loaded then.

/** A part of the frame drawn by its view in frame-views.ts; `contents` keeps its items those of the row it sits in. */
const framePart = keptViewsOf(() => import("./frame-views"));

/**
 * The top bar's WhatsApp support link (support-link-view.tsx), drawn by the server from the number
 * and its labels instead of its element tree riding in every page's payload.
 */
export const SupportLink = framePart((views) => views.SupportLinkView);

/**
 * The minimal header's logo (header-nav-view.tsx, no menus: landing pages, the survey), drawn by the
 * server from its texts.
 */
export const HeaderNav = framePart((views) => views.HeaderNavView);

/**
 * The full header's logo and navigation bar (header-nav-view.tsx), drawn by the server from its
 * entries kept by key (header-nav-content.ts): the payload carries the key, not the menus' 1.8 kB of
 * entries. The phone's menu sheet reads the same entries from /api/frame/header-nav when it first
 * opens (menu-lists.tsx), and so does a navigation to another language, to draw the bar.
 */
export const FullHeaderNav = keptByKey(() => import("./frame-views").then((views) => views.HeaderNavView), "contents");

/** The header's "Book an appointment" (book-link-view.tsx), drawn by the server from its address and labels. */
export const BookLink = framePart((views) => views.BookLinkView);

/**
 * The full footer's columns (footer-grid-view.tsx), drawn by the server from FooterGridData kept by
 * key: the payload carries the key, not the 2.5 kB of data (let alone the element tree), and there
 * is nothing to download or hydrate on a page's load. A navigation to another language reads the
 * data from /api/frame/footer-grid (footer-grid-content.ts). Their links navigate on the client once
 * the navigation runtime runs (components/navigation/soft-links.tsx).
 */
export const FooterGrid = keptByKey(() => import("./frame-views").then((views) => views.FooterGridView), "container-page footer-grid");

/**
 * The footer's copyright and legal links (footer-legal-view.tsx), drawn by the server from their
 * texts and addresses: the row's element tree left every page's payload.
 */
export const FooterLegal = framePart((views) => views.FooterLegalView, "footer-bottom");

/**
 * The minimal footer's support number (footer-support.tsx: landing pages, the survey), drawn by the
 * server from the number and its texts instead of its element tree riding in the page's payload.
 */
export const MinimalFooterSupport = framePart((views) => views.FooterSupportView, "container-page max-w-md py-8");

/**
 * The 404 view (not-found-view.tsx), drawn by the server from its texts. Each route group's layout
 * carries its not-found boundary in every page's payload, shown or not: its texts cost less there
 * than its element tree. Drawn in the browser, from those texts, where Next puts it in a page's
 * place: a 404 page's own as it hydrates (kept on screen meanwhile), or the page of an answer the
 * server could not render.
 */
export const NotFoundStatus = framePart((views) => views.NotFoundView);
