import { expect, type APIRequestContext } from "@playwright/test";
import { TEST_ADDRESS_HEADER } from "../../server/visitor-address.mjs";
import { BACKEND } from "./helpers/backend";
import { appToken, newPatient } from "./helpers/booking";
import { fetchPage } from "./helpers/html";
import { test } from "./helpers/test";
import { testNetworkAddress } from "./helpers/visitor";

/**
 * A code inside Arabic words keeps its own direction and stays on one line: on the Arabic profile,
 * an offer's booking code sits in a `<bdi>` (not split "(رمز الحجز BK-" / "ETTB7VYN)"), and the offer's
 * price is what the patient pays, tax included, as the quote says, in a `<bdi>` too.
 */
test("ar: My offers puts the booking code in a <bdi> and shows the total with VAT", async ({ request }) => {
  const patient = await newPatient(request);
  const app = { authorization: `Bearer ${await appToken(request)}` };
  const login = await request.post(`${BACKEND}/api/auth/login`, { headers: app, data: { email_or_phone: patient.email, password: patient.password } });
  expect(login.status(), await login.text()).toBe(200);
  const user = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

  const offer = ((await (await request.get(`${BACKEND}/api/offers?limit=1`, { headers: app })).json()) as { data: { slug_en: string; business_unit_id: number }[] }).data[0]!;
  const branches = ((await (await request.get(`${BACKEND}/api/broker/branches`, { headers: app })).json()) as { data: { id: number; business_unit_id: number }[] }).data;
  const branch = branches.find((b) => b.business_unit_id === offer.business_unit_id)!;
  const booked = await request.post(`${BACKEND}/api/offers/${offer.slug_en}/bookings`, {
    headers: { ...user, "idempotency-key": `bidi-${patient.mobile}`, lang: "ar" },
    data: { name: "رنا أحمد", mobile: patient.mobile, branch_id: branch.id, payment_type: "cash" },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const code = ((await booked.json()) as { booking: { code: string } }).booking.code;
  const quote = ((await (await request.get(`${BACKEND}/api/offers/${offer.slug_en}/quote`, { headers: app })).json()) as { data: { total: number } }).data;

  await signInSite(request, patient);
  const { doc } = await fetchPage(request, "/profile");
  const offers = doc.querySelector("[data-testid=my-offers]");
  expect(offers, "My offers on the profile").not.toBeNull();
  const codes = [...offers!.querySelectorAll("bdi")].map((bdi) => bdi.textContent?.trim());
  expect(codes).toContain(code);
  const total = offers!.querySelector("[data-testid=my-offer-total]");
  expect(total?.querySelector("bdi")?.textContent).toContain(new Intl.NumberFormat("en", { minimumFractionDigits: 2 }).format(quote.total).split(".")[0]);
  expect(total?.textContent).toContain("شامل ضريبة القيمة المضافة");
});

/** Signs the request context in through next-auth's endpoints, from one address, as signInByRequest does for a browser. */
async function signInSite(request: APIRequestContext, patient: { email: string; password: string }) {
  const headers = { [TEST_ADDRESS_HEADER]: testNetworkAddress() };
  const { csrfToken } = (await (await request.get("/api/auth/csrf", { headers })).json()) as { csrfToken: string };
  const answer = await request.post("/api/auth/callback/credentials", {
    headers,
    form: { csrfToken, identifier: patient.email, password: patient.password, locale: "ar", json: "true" },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBeLessThan(400);
}
