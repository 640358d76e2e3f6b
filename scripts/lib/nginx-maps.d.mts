/** Types of nginx-maps.mjs (plain JavaScript: the scripts run with Node, without a build). */
export function mapPatterns(variable: string): RegExp[];
export function skipsTheFrontsCache(url: string): boolean;
