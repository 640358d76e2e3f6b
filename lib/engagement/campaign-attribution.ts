/** The ad's parameters a campaign lead carries (LeadAttributionSchema), as long as it allows. */
const UTM = ["utm_source", "utm_medium", "utm_campaign"] as const;

/** The UTM parameters of a landing page's address. Client-safe: the form's code and the plain post read them alike. */
export function utmOf(query: URLSearchParams): Partial<Record<(typeof UTM)[number], string>> {
  return Object.fromEntries(UTM.flatMap((name) => (query.get(name) ? [[name, query.get(name)!.slice(0, 100)]] : [])));
}
