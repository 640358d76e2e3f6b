import { onTestFinished, vi } from "vitest";

/**
 * Stands in for the site's read endpoints for the rest of the test: every `fetch` gets `answer()`,
 * and its URL is recorded in the list returned.
 */
export function answerReads(answer: () => Response): string[] {
  const reads: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    reads.push(url);
    return Promise.resolve(answer());
  });
  onTestFinished(() => void vi.unstubAllGlobals());
  return reads;
}
