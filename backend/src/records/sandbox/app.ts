import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import type { AppEnv, Deps } from "../../http/context";
import { opened, sealed } from "../../auth/sealed";
import type { Bundle, Patient, Reference, RelatedPerson, Resource } from "../fhir";
import { ROLE_CODE_SYSTEM } from "../fhir";
import { translated } from "../translation";
import { consultantInArabic, withArabic } from "./arabic";
import { SANDBOX_CLIENT_ID, SANDBOX_KEY_ID, sandboxClientKey } from "./client-key";
import { sandboxRecords, SPECIALITIES, type SandboxRecords } from "./data";
import { guardiansOf, patientById, patientByIdentifier, type SandboxDoctor, sandboxDoctors, type SandboxPatient } from "./patients";
import { reportPdf, specOf } from "./report-pdfs";
import { verifyAssertion } from "./assertion";

/**
 * The hospital information system's FHIR R4 server, played by the backend itself under
 * /sandbox/fhir outside production: SMART Backend Services (discovery, a token for a client
 * assertion signed by the registered key), searches of one patient's records paged through
 * `Bundle.link[next]` (`_count`, 10 by default), and each report's PDF as a Binary. The backend
 * reads it over HTTP through the same adapter as a real HIS.
 */

const PAGE = 10;
const MAX_PAGE = 50;
const ACCESS_TTL_SECONDS = 300;
const SEARCHABLE = ["Encounter", "Observation", "DiagnosticReport", "MedicationRequest", "DocumentReference", "AllergyIntolerance"] as const;
type Searchable = (typeof SEARCHABLE)[number];
const RECORDS_OF: Record<Searchable, keyof SandboxRecords> = {
  Encounter: "encounters",
  Observation: "observations",
  DiagnosticReport: "reports",
  MedicationRequest: "medications",
  DocumentReference: "documents",
  AllergyIntolerance: "allergies",
};

const outcome = (c: Context, status: 400 | 401 | 404, diagnostics: string) =>
  c.json({ resourceType: "OperationOutcome", issue: [{ severity: "error", code: status === 404 ? "not-found" : "invalid", diagnostics }] }, status, {
    "content-type": "application/fhir+json",
  });

const fhir = (c: Context, body: Resource) => c.body(JSON.stringify(body), 200, { "content-type": "application/fhir+json" });

/** Today at UTC midnight: records stay put within a day. */
const today = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
};

export function recordsSandboxApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db, config } = deps;
  const { mrnSystem, doctorSystem } = config.records;
  const secret = `records-sandbox|${config.tokenSecret}`;
  const base = (c: Context) => `${new URL(c.req.url).origin}/sandbox/fhir`;

  let doctorsCache: { at: number; value: Promise<Map<string, SandboxDoctor>> } | undefined;
  const doctors = () => {
    if (!doctorsCache || Date.now() - doctorsCache.at > 300_000) doctorsCache = { at: Date.now(), value: sandboxDoctors(db, SPECIALITIES) };
    doctorsCache.value.catch(() => (doctorsCache = undefined));
    return doctorsCache.value;
  };
  const practitionerOf = (known: Map<string, SandboxDoctor>) => (speciality: string): Reference => {
    const doctor = known.get(speciality);
    if (!doctor) return { display: `${speciality} consultant`, _display: translated("ar", consultantInArabic(speciality)) };
    return {
      reference: `Practitioner/d${doctor.id}`,
      display: doctor.name,
      _display: translated("ar", doctor.nameAr),
      identifier: { system: doctorSystem, value: String(doctor.id) },
    };
  };

  async function recordsOf(c: Context, patient: SandboxPatient): Promise<SandboxRecords> {
    const practitioner = practitionerOf(await doctors());
    const day = today();
    return sandboxRecords(
      patient,
      practitioner,
      (index) => `${base(c)}/Binary/${patient.id}-doc-${index}`,
      (index) => reportPdf(patient, specOf(patient, index)!, practitioner(specOf(patient, index)!.speciality), day).length,
      day,
    );
  }

  const patientResource = (p: SandboxPatient): Patient => ({
    resourceType: "Patient",
    id: p.id,
    active: true,
    identifier: p.identifiers,
    name: [{ text: p.name, use: "official" }],
    telecom: p.mobile ? [{ system: "phone", value: p.mobile, use: "mobile" }] : [],
    gender: p.gender,
    birthDate: p.birthDate,
  });

  function bundle(c: Context, type: string, all: Resource[]): Bundle {
    const url = new URL(c.req.url);
    const count = Math.min(MAX_PAGE, Math.max(1, Number(url.searchParams.get("_count")) || PAGE));
    const offset = Math.max(0, Number(url.searchParams.get("_offset")) || 0);
    const page = all.slice(offset, offset + count);
    const link = (at: number) => {
      const next = new URL(`${base(c)}/${type}`);
      url.searchParams.forEach((v, k) => k !== "_offset" && next.searchParams.set(k, v));
      next.searchParams.set("_count", String(count));
      next.searchParams.set("_offset", String(at));
      return next.toString();
    };
    return {
      resourceType: "Bundle",
      id: randomUUID(),
      type: "searchset",
      total: all.length,
      link: [{ relation: "self", url: link(offset) }, ...(offset + count < all.length ? [{ relation: "next", url: link(offset + count) }] : [])],
      entry: page.map((resource) => ({ fullUrl: `${base(c)}/${resource.resourceType}/${resource.id}`, resource, search: { mode: "match" } })),
    };
  }

  app.get("/sandbox/fhir/.well-known/smart-configuration", (c) =>
    c.json({
      token_endpoint: `${base(c)}/auth/token`,
      token_endpoint_auth_methods_supported: ["private_key_jwt"],
      token_endpoint_auth_signing_alg_values_supported: ["ES384", "RS384"],
      grant_types_supported: ["client_credentials"],
      scopes_supported: ["system/*.read"],
      capabilities: ["client-confidential-asymmetric"],
    }),
  );

  app.post("/sandbox/fhir/auth/token", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (form.grant_type !== "client_credentials") return c.json({ error: "unsupported_grant_type" }, 400);
    if (form.client_assertion_type !== "urn:ietf:params:oauth:client-assertion-type:jwt-bearer" || typeof form.client_assertion !== "string") {
      return c.json({ error: "invalid_client" }, 401);
    }
    const verdict = verifyAssertion(form.client_assertion, {
      clientId: SANDBOX_CLIENT_ID,
      kid: SANDBOX_KEY_ID,
      publicKey: sandboxClientKey(config.tokenSecret).publicKey,
      audience: `${base(c)}/auth/token`,
    });
    if (!verdict.ok) return c.json({ error: "invalid_client", error_description: verdict.reason }, 401);
    const scope = typeof form.scope === "string" ? form.scope : "system/*.read";
    const token = sealed(secret, "fhir-access", { scope, exp: Math.floor(Date.now() / 1000) + ACCESS_TTL_SECONDS });
    return c.json({ access_token: token, token_type: "bearer", expires_in: ACCESS_TTL_SECONDS, scope }, 200, { "cache-control": "no-store" });
  });

  // Everything else needs the token.
  app.use("/sandbox/fhir/*", async (c, next) => {
    const token = c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
    if (!opened(secret, "fhir-access", token)) return outcome(c, 401, "A valid bearer token is required");
    await next();
  });

  const patientParam = (c: Context) => c.req.query("patient")?.replace(/^Patient\//, "") ?? "";

  app.get("/sandbox/fhir/Patient", async (c) => {
    const identifier = c.req.query("identifier") ?? "";
    const bar = identifier.lastIndexOf("|");
    if (bar < 1) return outcome(c, 400, "Search Patient by identifier=system|value");
    const found = await patientByIdentifier(db, mrnSystem, identifier.slice(0, bar), identifier.slice(bar + 1));
    return fhir(c, bundle(c, "Patient", found ? [patientResource(found)] : []));
  });

  app.get("/sandbox/fhir/Patient/:id", async (c) => {
    const found = await patientById(db, mrnSystem, c.req.param("id"));
    return found ? fhir(c, patientResource(found)) : outcome(c, 404, "No such patient");
  });

  app.get("/sandbox/fhir/RelatedPerson", async (c) => {
    const childId = patientParam(c);
    const guardians = await guardiansOf(db, mrnSystem, childId);
    const related: RelatedPerson[] = guardians.map((g) => ({
      resourceType: "RelatedPerson",
      id: g.id,
      active: true,
      patient: { reference: `Patient/${childId}` },
      identifier: g.identifiers,
      relationship: [{ coding: [{ system: ROLE_CODE_SYSTEM, code: "PRN", display: "parent", _display: withArabic("parent") }] }],
      name: [{ text: g.name }],
    }));
    return fhir(c, bundle(c, "RelatedPerson", related));
  });

  for (const type of SEARCHABLE) {
    app.get(`/sandbox/fhir/${type}`, async (c) => {
      const patient = await patientById(db, mrnSystem, patientParam(c));
      if (!patient) return fhir(c, bundle(c, type, []));
      const records = (await recordsOf(c, patient))[RECORDS_OF[type]] as Resource[];
      const category = c.req.query("category");
      const matching = records.filter((r) => {
        if (!category) return true;
        const codes = ((r as { category?: Array<{ coding?: Array<{ code?: string }> }> }).category ?? []).flatMap((k) => k.coding?.map((x) => x.code) ?? []);
        return codes.includes(category);
      });
      return fhir(c, bundle(c, type, matching));
    });
  }

  for (const type of SEARCHABLE) {
    app.get(`/sandbox/fhir/${type}/:id`, async (c) => {
      const id = c.req.param("id");
      const patient = await patientById(db, mrnSystem, /^(u\d{1,9}|c\d{10})-/.exec(id)?.[1] ?? "");
      const found = patient ? ((await recordsOf(c, patient))[RECORDS_OF[type]] as Resource[]).find((r) => r.id === id) : undefined;
      return found ? fhir(c, found) : outcome(c, 404, `No such ${type}`);
    });
  }

  app.get("/sandbox/fhir/Binary/:id", async (c) => {
    const match = /^(.+)-doc-(\d)$/.exec(c.req.param("id"));
    const patient = match ? await patientById(db, mrnSystem, match[1]!) : null;
    const spec = patient ? specOf(patient, Number(match![2])) : null;
    if (!patient || !spec) return outcome(c, 404, "No such Binary");
    const pdf = reportPdf(patient, spec, practitionerOf(await doctors())(spec.speciality), today());
    if ((c.req.header("accept") ?? "").includes("application/fhir+json")) {
      return fhir(c, { resourceType: "Binary", id: c.req.param("id"), contentType: "application/pdf", data: pdf.toString("base64") } as Resource);
    }
    return c.body(new Uint8Array(pdf), 200, { "content-type": "application/pdf", "content-length": String(pdf.length) });
  });

  return app;
}
