/**
 * The moment an alert's "before" names: the start of a local day in the branch's zone, as an ISO
 * date-time with that zone's offset on that day (Cairo's changes with summer time).
 */
export function startOfDayIn(day: string, timeZone: string): string {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(noonUtc)
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = name && name !== "GMT" ? name.replace("GMT", "") : "+00:00";
  return `${day}T00:00:00${offset}`;
}

/** The local day (YYYY-MM-DD) `days` after today in `timeZone`. */
export function dayAhead(days: number, timeZone: string, nowMs = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(nowMs + days * 86_400_000));
}
