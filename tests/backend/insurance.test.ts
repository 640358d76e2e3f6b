import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppointmentCreatedSchema, AppointmentSchema, EligibilitySchema } from "@/lib/contract/booking";
import { createApp } from "../../backend/src/app";
import type { Config } from "../../backend/src/config";
import { bookingAppointments, bookingReservations, patientProfiles, users } from "../../backend/src/db/schema";
import { loadInsuranceKeys } from "../../backend/src/insurance/keys";
import { bookingFixture, standardVat } from "./helpers/booking";
import { type CallOptions, type Reply, TEST_CONFIG } from "./helpers/client";
import { seededDatabasePerFile } from "./helpers/seeded-database";

/**
 * Insurance cannot book a visit for nothing: outside production the sandbox insurer's members
 * are booked as covered (the claim to the insurer pending), never as paid; in production with no
 * eligibility exchange configured no insurer is offered and a booking naming one is refused; with
 * an exchange configured, the backend asks it over FHIR (a local server plays the exchange here).
 */

const ctx = seededDatabasePerFile();
const fixture = bookingFixture(ctx);

/** The backend as deployed with `config`, on this file's database, called over its HTTP interface. */
function backendWith(config: Config) {
  const app = createApp(ctx().database.db, { config });
  let token: string | undefined;
  return async function call<T = unknown>(path: string, o: CallOptions = {}): Promise<Reply<T>> {
    token ??= (
      (await (
        await app.request("/oauth/token", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ grant_type: "client_credentials", client_id: config.clientId, client_secret: config.clientSecret }),
        })
      ).json()) as { access_token: string }
    ).access_token;
    const headers: Record<string, string> = { lang: o.lang ?? "en", authorization: `Bearer ${o.token ?? token}`, ...o.headers };
    if (o.body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(path, { method: o.method ?? "GET", headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  };
}

const PRODUCTION: Config = { ...TEST_CONFIG, production: true, appEnv: "production", insurance: loadInsuranceKeys({}) };

// A sandbox member of class VIP (ID ending in 0 or 4): the insurer pays the whole visit.
const VIP = "1000000000";

/**
 * A signed-in patient the sandbox insurer knows by `identity`: their health record holds it, and
 * their name and profile's birth date are the policy member's (the bookings below name "Huda Saleh").
 */
async function insuredPatient(label: string, identity: string) {
  const who = await fixture.newUser(label);
  const { db } = ctx().database;
  await db.update(users).set({ nationalId: identity, fullName: "Huda Saleh" }).where(eq(users.id, who.user.id));
  await db.insert(patientProfiles).values({ userId: who.user.id, dateOfBirth: "1990-04-12" });
  return who;
}

beforeAll(() => standardVat(ctx().database.db));

const appointmentOfHold = async (reservationId: string) =>
  ctx().database.db.select().from(bookingAppointments).where(eq(bookingAppointments.reservationId, reservationId));

describe("outside production (the sandbox insurer)", () => {
  it("books a fully covered visit as covered with its claim pending, never as paid", async () => {
    const who = await insuredPatient("vip", VIP);
    const { reservation } = await fixture.holdFor(who, 21);
    const reply = await fixture.book(reservation.id, who.user.mobile, { token: who.token, insurance: { identity_number: VIP, insurance_company_id: 1 } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const created = AppointmentCreatedSchema.parse(reply.body);
    expect(created.appointment).toMatchObject({ status: "covered", insured: true, amount: 0 });
    expect(created.payment).toMatchObject({ status: "covered", claim_status: "pending", payment_id: null, total: 0 });

    const [row] = await appointmentOfHold(reservation.id);
    expect(row).toMatchObject({ status: "covered", paymentId: null, amount: 0 });
    expect(row!.insurance).toMatchObject({ identityNumber: VIP, insuranceCompanyId: 1, deductibleRate: 0, claimStatus: "pending" });
    expect(row!.insurance!.coveredAmount).toBe(reservation.price);

    const mine = await fixture.call<{ data: unknown[] }>("/api/appointments?tab=upcoming", { token: who.token, lang: "en" });
    const listed = mine.body.data.map((a) => AppointmentSchema.parse(a)).find((a) => a.id === created.appointment.id);
    expect(listed?.status).toBe("covered");
  });

  it("still takes the patient's share through a payment when the insurer covers only part", async () => {
    const who = await insuredPatient("classb", "2000000002");
    const { reservation } = await fixture.holdFor(who, 22);
    // ID ending in 2: class B, 20 % capped at 75.
    const reply = await fixture.book(reservation.id, who.user.mobile, { token: who.token, insurance: { identity_number: "2000000002", insurance_company_id: 1 } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const created = AppointmentCreatedSchema.parse(reply.body);
    expect(created.appointment.status).toBe("not_paid");
    expect(created.payment).toMatchObject({ type: "cash", status: "not_paid" });
    expect(created.payment.payment_id).toEqual(expect.any(String));
  });
});

describe("in production without an eligibility exchange", () => {
  it("offers no insurer, refuses eligibility checks and books nothing through insurance", async () => {
    const call = backendWith(PRODUCTION);
    const companies = await call<{ data: unknown[] }>("/api/insurance/companies?country=SA");
    expect(companies.status).toBe(200);
    expect(companies.body.data).toEqual([]);

    const check = await call<{ message: string; errors: Record<string, string[]> }>("/api/insurance/eligibility", {
      method: "POST",
      body: { identity_number: VIP, insurance_company_id: 1 },
    });
    expect(check.status).toBe(422);
    expect(check.body.errors.insurance_company_id).toEqual(["Booking with insurance is not available at the moment; you may book without insurance"]);

    const who = await fixture.newUser("prod");
    const { reservation } = await fixture.holdFor(who, 23);
    const booked = await call<{ message: string; errors?: Record<string, string[]> }>("/api/appointments", {
      method: "POST",
      token: who.token,
      body: { reservation_id: reservation.id, patient: { name: "Huda Saleh", mobile: who.user.mobile, email: "huda@example.com" }, payment_type: "cash", insurance: { identity_number: VIP, insurance_company_id: 1 } },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(422);
    expect(Object.keys(booked.body.errors ?? {})).toEqual(["insurance"]);
    expect(await appointmentOfHold(reservation.id)).toEqual([]);
    const [held] = await ctx().database.db.select().from(bookingReservations).where(eq(bookingReservations.id, reservation.id));
    expect(held!.status).toBe("held");
  });
});

/** A FHIR eligibility exchange on a loopback port, answering by the identity's last digit. */
function playExchange(token: string) {
  const seen: Array<Record<string, unknown>> = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = "";
      req.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
      req.on("end", () => resolve(text));
    });
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      const answer = (status: number, body: unknown) => res.writeHead(status, { "content-type": "application/fhir+json" }).end(JSON.stringify(body));
      if (req.method !== "POST" || req.url !== "/fhir/CoverageEligibilityRequest") return answer(404, { resourceType: "OperationOutcome" });
      if (req.headers.authorization !== `Bearer ${token}`) return answer(401, { resourceType: "OperationOutcome" });
      const request = JSON.parse(text) as { resourceType: string; patient: { identifier: { value: string } } };
      seen.push(request);
      const identity = request.patient.identifier.value;
      const last = identity.at(-1);
      if (last === "7") return answer(503, { resourceType: "OperationOutcome" });
      if (last === "9") return answer(200, { resourceType: "CoverageEligibilityResponse", outcome: "error", error: [{ code: { coding: [{ code: "BV-00097" }] } }] });
      const coverage = {
        resourceType: "Coverage",
        id: "cov",
        identifier: [{ value: `POL-${identity}` }],
        subscriberId: `M-${identity}`,
        policyHolder: { display: "Example Holdings" },
        relationship: { coding: [{ code: "self" }] },
        period: { start: "2026-01-01", end: "2026-12-31" },
        class: [{ type: { coding: [{ code: "plan" }] }, value: last === "0" ? "VIP" : "C" }],
        network: "GOLD",
      };
      const patient = { resourceType: "Patient", id: "pat", name: [{ text: "Sara Al-Harbi" }], gender: "female", birthDate: "1990-04-12" };
      const percent = last === "0" ? 0 : 30;
      return answer(200, {
        resourceType: "CoverageEligibilityResponse",
        outcome: "complete",
        contained: [coverage, patient],
        insurance: [
          {
            coverage: { reference: "#cov" },
            inforce: last !== "8",
            item: [
              {
                category: { coding: [{ code: "1" }] },
                benefit: [
                  { type: { coding: [{ code: "copay-percent" }] }, allowedUnsignedInt: percent },
                  { type: { coding: [{ code: "copay-maximum" }] }, allowedMoney: { value: 100, currency: "SAR" } },
                ],
              },
            ],
          },
        ],
      });
    });
  });
  return { server, seen };
}

describe("in production with an eligibility exchange configured (FHIR over HTTP)", () => {
  const exchange = playExchange("exchange-token");
  let call: ReturnType<typeof backendWith>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => exchange.server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(exchange.server.address() as AddressInfo).port}/fhir`;
    call = backendWith({
      ...PRODUCTION,
      insurance: loadInsuranceKeys({ INSURANCE_ELIGIBILITY_URL: base, INSURANCE_ELIGIBILITY_TOKEN: "exchange-token", INSURANCE_PROVIDER_LICENSE: "PR-FHIR-1" }),
    });
  });
  afterAll(() => new Promise<void>((resolve) => exchange.server.close(() => resolve())));

  const bookWith = async (doctorId: number, identity: string) => {
    const who = await fixture.newUser(`fhir${identity.at(-1)}`);
    const { reservation } = await fixture.holdFor(who, doctorId);
    const reply = await call<{ message: string; errors?: Record<string, string[]> }>("/api/appointments", {
      method: "POST",
      token: who.token,
      body: {
        reservation_id: reservation.id,
        patient: { name: "Sara Al-Harbi", mobile: who.user.mobile, email: "sara@example.com" },
        payment_type: "cash",
        insurance: { identity_number: identity, insurance_company_id: 1, date_of_birth: "1990-04-12" },
      },
    });
    return { reply, reservation };
  };

  it("lists only the insurers the exchange serves and asks it in NPHIES's words", async () => {
    const companies = await call<{ data: Array<{ country: string }> }>("/api/insurance/companies");
    expect(companies.body.data.length).toBeGreaterThan(0);
    expect(new Set(companies.body.data.map((c) => c.country))).toEqual(new Set(["SA"]));

    // Asked by the patient whose health record holds the ID number: the answer names them in full.
    const who = await fixture.newUser("fhir-check");
    await ctx().database.db.update(users).set({ nationalId: "2100000003" }).where(eq(users.id, who.user.id));
    const reply = await call("/api/insurance/eligibility", { method: "POST", body: { identity_number: "2100000003", insurance_company_id: 1 }, token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(EligibilitySchema.parse(reply.body).data).toMatchObject({
      status: "covered",
      eligible: true,
      insurance: { policyNumber: "POL-2100000003", className: "C", deductibleRate: 0.3, maxLimit: 100, networkID: "GOLD", gender: "Female", beneficiaryName: "Sara Al-Harbi" },
    });
    expect(exchange.seen.at(-1)).toMatchObject({
      resourceType: "CoverageEligibilityRequest",
      purpose: ["benefits", "validation"],
      patient: { identifier: { system: "http://nphies.sa/identifier/iqama", value: "2100000003" } },
      provider: { identifier: { value: "PR-FHIR-1" } },
      insurer: { identifier: { value: "1" } },
    });
  });

  it("books a visit the exchange covers in full as covered, on the visit's own day", async () => {
    const { reply, reservation } = await bookWith(24, "1100000000");
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(AppointmentCreatedSchema.parse(reply.body)).toMatchObject({ appointment: { status: "covered", amount: 0 }, payment: { status: "covered" } });
    expect(exchange.seen.at(-1)).toMatchObject({
      patient: { identifier: { system: "http://nphies.sa/identifier/nationalid" } },
      servicedDate: reservation.start.slice(0, 10),
    });
  });

  it("refuses a lapsed policy and a stranger, and books nothing when the exchange does not answer", async () => {
    const lapsed = await bookWith(25, "1100000008");
    expect(lapsed.reply.status).toBe(422);
    expect(lapsed.reply.body.errors).toHaveProperty(["insurance.identity_number"]);
    const stranger = await bookWith(26, "1100000009");
    expect(stranger.reply.status).toBe(422);
    const down = await bookWith(27, "1100000007");
    expect(down.reply.status).toBe(502);
    for (const { reservation } of [lapsed, stranger, down]) expect(await appointmentOfHold(reservation.id)).toEqual([]);
  });
});
