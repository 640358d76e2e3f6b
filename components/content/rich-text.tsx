/**
 * CMS HTML that `sanitizeCmsHtml` has already cleaned on the server, styled by the `rich-text`
 * class of styles/globals.css (logical properties, so lists and quotes sit on the reading side in
 * both directions).
 */

export function RichText({ html }: { html: string }) {
  if (!html) return null;
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
