import { connection } from "next/server";

// The minimal page rendered for each request: the floor of a page rendered per request, the cost
// of Next's dynamic render with no code of ours (no proxy, no data, no layout of the site), against
// which `npm run bench` sets the sign-in page and the search by name.
export default async function BenchPerRequestPage() {
  await connection();
  return <p>ok</p>;
}
