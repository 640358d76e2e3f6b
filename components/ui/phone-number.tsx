/**
 * A phone number inside running text: read left to right in Arabic too, and never broken across
 * lines ("+966 55 000" on one line and "1984" on the next reads as two numbers).
 */
export function PhoneNumber({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `whitespace-nowrap ${className}` : "whitespace-nowrap"}>
      {value}
    </bdi>
  );
}
