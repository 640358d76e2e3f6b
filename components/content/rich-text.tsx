/**
 * CMS HTML that `sanitizeCmsHtml` has already cleaned on the server. Styles the allowed tags with
 * logical properties so lists and quotes sit on the reading side in both directions.
 */
const prose = [
  "text-lg leading-relaxed text-ink",
  "[&_p]:mb-4 [&_p:last-child]:mb-0",
  "[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold",
  "[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold",
  "[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mb-1",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-300 [&_blockquote]:ps-4 [&_blockquote]:text-muted",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-surface [&_th]:p-2 [&_th]:text-start",
].join(" ");

export function RichText({ html }: { html: string }) {
  if (!html) return null;
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
