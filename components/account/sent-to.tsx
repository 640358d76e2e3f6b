/**
 * Where a code was sent, inside a sentence of either language: left to right, bold, and broken
 * anywhere when a long email would not fit a phone's line.
 */
export function sentTo(target: string) {
  function SentTo() {
    return (
      <bdi dir="ltr" className="font-semibold [overflow-wrap:anywhere]">
        {target}
      </bdi>
    );
  }
  return SentTo;
}
