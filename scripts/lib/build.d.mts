/** Types of build.mjs (plain JavaScript: the scripts run with Node, without a build). */
export function buildIsFresh(distDir: string): boolean;
export function markBuildComplete(distDir: string): void;
