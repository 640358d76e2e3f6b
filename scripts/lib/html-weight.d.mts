/** Types of html-weight.mjs (plain JavaScript: the scripts run with Node, without a build). */
export interface HtmlWeight {
  bytes: number;
  gzipBytes: number;
  payloadBytes: number;
  otherScriptBytes: number;
  markupBytes: number;
}
export function htmlWeight(html: string): HtmlWeight;
export function weightGoal(pathname: string, weight: HtmlWeight): { limitBytes: number; withinSize: boolean; payloadWithinMarkup: boolean };
