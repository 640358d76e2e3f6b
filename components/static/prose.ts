/**
 * Typography for sanitized CMS HTML (articles, FAQ answers, about and legal texts), as Tailwind
 * descendant variants so no global stylesheet is needed. Logical properties only.
 */
export const PROSE_CLASSES = [
  "text-base leading-relaxed text-ink md:text-lg",
  "[&_p]:my-4 [&_p:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand-800",
  "[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-800",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-brand-800",
  "[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-300 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:text-brand-900",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-start [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:p-2 [&_th]:text-start [&_td]:border [&_td]:border-line [&_td]:p-2",
  "[&_strong]:font-bold [&_hr]:my-8 [&_hr]:border-line",
].join(" ");
