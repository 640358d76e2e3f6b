import { isolatedRuns } from "@/lib/intl/bidi";

/**
 * A text that may hold isolated values (lib/intl/bidi.ts: a code, a price, a time inside Arabic
 * words, from the backend or a message): each becomes a `<bdi>` kept on one line, so a code is never
 * split at its hyphen or reordered with the brackets around it.
 */
export function BidiText({ text }: { text: string }) {
  const runs = isolatedRuns(text);
  if (!runs.some((run) => run.isolated)) return text;
  return runs.map((run, index) =>
    run.isolated ? (
      <bdi key={index} className="whitespace-nowrap">
        {run.text}
      </bdi>
    ) : (
      run.text
    ),
  );
}
