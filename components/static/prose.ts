/**
 * Typography for sanitized CMS HTML (articles, FAQ answers, about and legal texts): the
 * `prose-cms` class of styles/globals.css, descendant rules with logical properties only.
 */
export const PROSE_CLASSES = "prose-cms";
