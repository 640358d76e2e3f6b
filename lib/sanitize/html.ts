import sanitizeHtml from "sanitize-html";

/**
 * The allow-list sanitizer for CMS HTML (post bodies, FAQ answers, about and legal pages), run on
 * the server before anything reaches `dangerouslySetInnerHTML`. Everything not listed is dropped:
 * scripts, styles, iframes, forms, event handlers, inline styles and classes.
 */

const ALLOWED_TAGS = [
  "h2", "h3", "h4", "h5", "h6",
  "p", "br", "hr",
  "ul", "ol", "li",
  "a", "img", "figure", "figcaption",
  "blockquote", "q", "cite",
  "strong", "b", "em", "i", "u", "s", "mark", "small", "sub", "sup", "code", "pre", "abbr",
  "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  "span", "div",
];

/** A URL is safe when it is relative, a fragment, or uses one of these schemes. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:)/i;
const SAFE_IMAGE = /^https?:/i;

function isRelative(url: string): boolean {
  // "/path", "./x", "x/y", "#id", "?q" — but not "//host" (protocol-relative) or "scheme:".
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("//") && !url.startsWith("\\");
}

/** Control characters and whitespace inside a scheme ("java\tscript:") are how filters get fooled. */
function normalizeUrl(raw: string): string {
  return raw.replace(/[\u0000-\u001F\u007F\s]+/g, "").trim();
}

export function safeHref(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = normalizeUrl(raw);
  if (!url) return undefined;
  return SAFE_LINK.test(url) || isRelative(url) ? raw.trim() : undefined;
}

export function safeImageSrc(raw: string | undefined, imageBase = "/storage/"): string | undefined {
  if (!raw) return undefined;
  const url = normalizeUrl(raw);
  if (!url || url.startsWith("#") || url.startsWith("?")) return undefined;
  if (SAFE_IMAGE.test(url)) return raw.trim();
  if (!isRelative(url)) return undefined;
  // A bare CMS path ("posts/a.webp") lives under the image base, like every other image (SPEC §3).
  return url.startsWith("/") ? url : `${imageBase}${url.replace(/^\.\//, "")}`;
}

function isExternal(href: string, siteOrigin?: string): boolean {
  if (!/^https?:/i.test(href)) return false;
  if (!siteOrigin) return true;
  try {
    return new URL(href).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

export interface SanitizeOptions {
  /** Links to another origin get `rel="noopener noreferrer"`; same-origin links stay plain. */
  siteOrigin?: string;
}

export function sanitizeCmsHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  if (!html) return "";
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ["href", "title", "rel", "target", "hreflang"],
      img: ["src", "alt", "width", "height", "loading", "decoding"],
      th: ["scope", "colspan", "rowspan"],
      td: ["colspan", "rowspan"],
      abbr: ["title"],
      ol: ["start", "reversed"],
      "*": ["dir", "lang"],
    },
    // Schemes are checked by our own transforms below (they also catch obfuscated schemes);
    // this list is the library's second line of defence.
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    // Text inside these is dropped with the tag, not left behind as visible text.
    nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math"],
    enforceHtmlBoundary: false,
    transformTags: {
      // The page owns its single h1; a CMS h1 becomes a section heading.
      h1: "h2",
      a: (_tag, attribs) => {
        const href = safeHref(attribs.href);
        const out: Record<string, string> = {};
        if (href) out.href = href;
        if (attribs.title) out.title = attribs.title;
        if (attribs.hreflang) out.hreflang = attribs.hreflang;
        if (href && isExternal(href, options.siteOrigin)) {
          out.rel = "noopener noreferrer";
          if (attribs.target === "_blank") out.target = "_blank";
        }
        return { tagName: "a", attribs: out };
      },
      img: (_tag, attribs) => {
        const src = safeImageSrc(attribs.src);
        if (!src) return { tagName: "dropped-img", attribs: {} };
        const out: Record<string, string> = {
          src,
          // An image without alt fails accessibility checks; CMS images are decorative unless described.
          alt: attribs.alt ?? "",
          loading: "lazy",
          decoding: "async",
        };
        if (attribs.width && /^\d+$/.test(attribs.width)) out.width = attribs.width;
        if (attribs.height && /^\d+$/.test(attribs.height)) out.height = attribs.height;
        return { tagName: "img", attribs: out };
      },
    },
  });
}

/** Plain text of CMS HTML (descriptions, JSON-LD): every tag removed, entities decoded once. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const spaced = html.replace(/<(?:br\s*\/?|\/(?:p|div|h[1-6]|li|tr|td|th|blockquote|figcaption))\s*>/gi, (tag) => `${tag} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: ["script", "style", "textarea", "noscript", "iframe"] })
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
