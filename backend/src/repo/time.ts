const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-22T18:00:00+03:00`: the instant written in the given zone's local time and offset. */
export function isoInZone(date: Date, timeZone: string): string {
  let fmt = offsetFormatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZoneName: "longOffset",
    });
    offsetFormatters.set(timeZone, fmt);
  }
  const parts = Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = (parts.timeZoneName ?? "GMT").replace("GMT", "") || "+00:00";
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Content timestamps are shown in Saudi time, the group's home zone. */
export const iso = (date: Date) => isoInZone(date, "Asia/Riyadh");
