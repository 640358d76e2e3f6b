import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { ValidationErrorSchema } from "@/lib/contract/common";
import { phrIdentifierKind } from "@/lib/contract/phr";
import {
  RECORDS_ERROR_CODES,
  RECORDS_PER_PAGE,
  RECORDS_RESPONSE_SCHEMAS,
  RecordKindParamSchema,
  RecordsErrorSchema,
  RecordsLinkConfirmedSchema,
  RecordsLinkConfirmRequestSchema,
  RecordsLinkRequestSchema,
  RecordsLinkStartedSchema,
  RecordsPersonsResponseSchema,
  RecordsQuerySchema,
  ReportFileParamSchema,
  ReportFileQuerySchema,
} from "@/lib/contract/records";
import { OTP_RESEND_SECONDS } from "@/lib/contract/accounts";
import { codeAllowance, issueCode, verifyCode } from "../auth/otp";
import type { AppEnv, Deps } from "../http/context";
import { type ServerMessageKey, serverMessage } from "../http/messages";
import { errorResponses, json, secured } from "../http/openapi";
import { newRouter } from "../http/router";
import { clientIp, hitAll, type LimitVerdict } from "../platform/rate-limit";
import { patientOf } from "../profile/routes/patient-only";
import { unauthenticated } from "../http/middleware";
import { holderAccess, readablePerson, readablePersons } from "./access";
import { logRead, readsOf } from "./access-log";
import { openReportId } from "./ids";
import { confirmCodeLink, isLinked, linkOf, startCodeLink } from "./links";
import { recordsProviderFor } from "./provider";
import { RECORDS_LIMITS } from "./rate-limits";
import { pageMeta, readKind } from "./read";
import { RecordsUnavailable } from "./smart-client";

/**
 * "My health record" (lib/contract/records.ts): the signed-in patient's records, and their
 * children's, read from the HIS on every request and never kept: every answer is `private,
 * no-store`, nothing of a record is logged or put in a URL, each read is written to the access log.
 */

const PRIVATE = "private, no-store";
const tag = "Health record";
/** How long to wait before asking again after the HIS did not answer. */
const HIS_RETRY_SECONDS = 30;
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { "application/json": { schema } }, required: true } });
const coded = (description: string) => json(RecordsErrorSchema, description);

type Status = 404 | 409 | 422 | 429 | 503;
function refuse<S extends Status>(c: Context<AppEnv>, status: S, code: string, message: ServerMessageKey, values?: Record<string, string | number>) {
  c.header("Cache-Control", PRIVATE);
  return c.json({ message: serverMessage(c.get("lang"), message, values), code }, status);
}
const limited = (c: Context<AppEnv>, verdict: LimitVerdict) => {
  c.header("Retry-After", String(verdict.retryAfter));
  return refuse(c, 429, RECORDS_ERROR_CODES.rateLimited, "limits.tooMany", { seconds: verdict.retryAfter, minutes: Math.max(1, Math.ceil(verdict.retryAfter / 60)) });
};
const unavailable = (c: Context<AppEnv>) => {
  c.header("Retry-After", String(HIS_RETRY_SECONDS));
  return refuse(c, 503, RECORDS_ERROR_CODES.hisUnavailable, "records.unavailable");
};
/** Wrong codes' budget is spent: the way on is a new code, entered from its SMS's link (auth/code-guesses.ts). */
const guessesLimited = (c: Context<AppEnv>, verdict: LimitVerdict) => {
  c.header("Retry-After", String(verdict.retryAfter));
  return refuse(c, 429, RECORDS_ERROR_CODES.rateLimited, "records.codeGuesses", { days: Math.max(1, Math.ceil(verdict.retryAfter / 86_400)) });
};
const notFound = (c: Context<AppEnv>) => refuse(c, 404, RECORDS_ERROR_CODES.notFound, "records.notFound");
const unlinked = (c: Context<AppEnv>) => refuse(c, 409, RECORDS_ERROR_CODES.unlinked, "records.unlinked");

export function recordsRoutes(deps: Deps) {
  const { db, config } = deps;
  const app = newRouter();
  const provider = recordsProviderFor(config);
  const secret = `records|${config.tokenSecret}`;

  // Private before anything else; a client token is 401; no source at all is said plainly.
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.header("Cache-Control", PRIVATE);
    if (c.get("caller").kind !== "user") return c.json(unauthenticated, 401);
    if (!provider) return refuse(c, 503, RECORDS_ERROR_CODES.notConfigured, "records.notConfigured");
    await next();
    c.header("Cache-Control", PRIVATE);
  };
  app.use("/api/records/*", gate);

  /** Counts a read against the account and the address; the verdict refuses when either is spent. */
  const readAllowance = (c: Context<AppEnv>) =>
    hitAll(db, [
      [RECORDS_LIMITS.readsPerAccount, `user:${patientOf(c).id}`],
      [RECORDS_LIMITS.readsPerIp, clientIp(c)],
    ]);

  const common = {
    401: errorResponses[401],
    429: coded(`Too many reads (\`code: ${RECORDS_ERROR_CODES.rateLimited}\`); \`Retry-After\` says when to try again`),
    503: coded(
      `The HIS did not answer (\`code: ${RECORDS_ERROR_CODES.hisUnavailable}\`, with \`Retry-After\`), or no HIS is configured (\`code: ${RECORDS_ERROR_CODES.notConfigured}\`)`,
    ),
  };

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/records/persons",
      ...secured(tag),
      summary: "Whether the account is linked to its HIS record, and whose records it may read",
      responses: { 200: json(RecordsPersonsResponseSchema, "The account holder, then each child the HIS confirms"), ...common },
    }),
    async (c) => {
      const user = patientOf(c);
      const verdict = await readAllowance(c);
      if (!verdict.allowed) return limited(c, verdict);
      try {
        const access = await holderAccess(db, provider!, user);
        if (!access.linked) return c.json({ linked: false, link_method: null, data: [], partial: false }, 200);
        const { persons, partial } = await readablePersons(db, provider!, user, access);
        return c.json({ linked: true, link_method: access.link.method, data: persons, partial }, 200);
      } catch (err) {
        if (err instanceof RecordsUnavailable) return unavailable(c);
        throw err;
      }
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/records/link",
      ...secured(tag),
      summary: "Asks for a code to the mobile the HIS holds for this national ID or medical record number",
      description:
        "The answer is the same whether or not the HIS knows the ID or holds a mobile for it. The code confirms the link " +
        "(POST /api/records/link/confirm); a typed ID alone never links an account.",
      request: body(RecordsLinkRequestSchema),
      responses: {
        202: json(RecordsLinkStartedSchema, "A code is on its way if the HIS holds a mobile for this record"),
        409: coded(`The account is already linked (\`code: ${RECORDS_ERROR_CODES.alreadyLinked}\`)`),
        422: json(ValidationErrorSchema, "Not a national ID or medical record number"),
        ...common,
      },
    }),
    async (c) => {
      const user = patientOf(c);
      const lang = c.get("lang");
      const ip = clientIp(c);
      const { identifier } = c.req.valid("json");
      const link = await linkOf(db, user.id);
      if (isLinked(link)) return refuse(c, 409, RECORDS_ERROR_CODES.alreadyLinked, "records.alreadyLinked");
      const wait = link ? Math.ceil((link.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000) : 0;
      if (wait > 0) return limited(c, { allowed: false, retryAfter: wait, hits: 0 });
      const verdict = await hitAll(db, [
        [RECORDS_LIMITS.linkPerAccount, `user:${user.id}`],
        [RECORDS_LIMITS.linkPerIp, ip],
      ]);
      if (!verdict.allowed) return limited(c, verdict);
      let patient;
      try {
        patient = await provider!.findPatient({ kind: phrIdentifierKind(identifier)!, value: identifier });
      } catch (err) {
        if (err instanceof RecordsUnavailable) return unavailable(c);
        throw err;
      }
      const mobile = patient?.telecom?.find((t) => t.system === "phone" && t.use === "mobile")?.value ?? patient?.telecom?.find((t) => t.system === "sms")?.value ?? null;
      await startCodeLink(db, user.id, { identifier, patientRef: mobile && patient?.id ? patient.id : null, mobile });
      if (mobile && patient?.id) {
        const allowance = await codeAllowance(db, mobile, ip);
        if (!allowance.allowed) return limited(c, allowance);
        await issueCode(deps, { purpose: "records_link", recipient: mobile, channel: "sms", userId: user.id, lang, ip });
      }
      return c.json({ message: serverMessage(lang, "records.linkSent"), resend_in: OTP_RESEND_SECONDS }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/records/link/confirm",
      ...secured(tag),
      summary: "Links the account to the record with the code sent to the HIS's mobile",
      description:
        "Wrong codes count against the same budgets as every other code (five tries a code, and the account's, the mobile's and " +
        "the account's from this address). Once a budget is spent, a new code's SMS links to /profile/records with the code's " +
        "`key` in the fragment: with it the right code links, uncounted, so a stranger's wrong codes never lock the mobile's owner out.",
      request: body(RecordsLinkConfirmRequestSchema),
      responses: {
        200: json(RecordsLinkConfirmedSchema, "Linked; the persons now readable"),
        409: coded(`The account is already linked (\`code: ${RECORDS_ERROR_CODES.alreadyLinked}\`)`),
        422: coded(`Wrong, spent or expired code (\`code: ${RECORDS_ERROR_CODES.wrongCode}\`), or field errors`),
        ...common,
      },
    }),
    async (c) => {
      const user = patientOf(c);
      const lang = c.get("lang");
      const { code, key } = c.req.valid("json");
      const link = await linkOf(db, user.id);
      if (isLinked(link)) return refuse(c, 409, RECORDS_ERROR_CODES.alreadyLinked, "records.alreadyLinked");
      const wrong = () => refuse(c, 422, RECORDS_ERROR_CODES.wrongCode, "otp.wrongCode");
      if (!link?.pendingMobile) return wrong();
      const check = await verifyCode(deps, { recipient: link.pendingMobile, purpose: "records_link", code, key, userId: user.id, ip: clientIp(c), lang });
      if (check.outcome === "limited") return guessesLimited(c, check.verdict);
      // A code another account asked for the same mobile is not this account's.
      if (check.outcome !== "ok" || check.row.userId !== user.id) return wrong();
      if (!(await confirmCodeLink(db, user.id))) return wrong();
      try {
        const access = await holderAccess(db, provider!, user);
        const { persons, partial } = access.linked ? await readablePersons(db, provider!, user, access) : { persons: [], partial: true };
        return c.json({ message: serverMessage(lang, "records.linked"), linked: true, link_method: "mobile_code" as const, data: persons, partial }, 200);
      } catch (err) {
        if (!(err instanceof RecordsUnavailable)) throw err;
        return c.json({ message: serverMessage(lang, "records.linked"), linked: true, link_method: "mobile_code" as const, data: [], partial: true }, 200);
      }
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/records/reports/{id}/file",
      ...secured(tag),
      summary: "A report's PDF, streamed from the HIS as an attachment",
      request: { params: ReportFileParamSchema, query: ReportFileQuerySchema },
      responses: {
        200: { description: "The PDF (`Content-Disposition: attachment`)", content: { "application/pdf": { schema: z.string().describe("PDF bytes") } } },
        404: coded(`No such report for this person (\`code: ${RECORDS_ERROR_CODES.notFound}\`)`),
        409: coded(`The account is not linked yet (\`code: ${RECORDS_ERROR_CODES.unlinked}\`)`),
        ...common,
      },
    }),
    async (c) => {
      const user = patientOf(c);
      const verdict = await readAllowance(c);
      if (!verdict.allowed) return limited(c, verdict);
      const ref = openReportId(secret, c.req.valid("param").id);
      try {
        const outcome = await readablePerson(db, provider!, user, c.req.valid("query").person);
        if (!outcome.ok) return outcome.reason === "unlinked" ? unlinked(c) : notFound(c);
        if (!ref || ref.p !== outcome.person.patientId) return notFound(c);
        const document = await provider!.readDocument(ref.d);
        const attachment = document?.content?.map((x) => x.attachment).find((a) => a?.contentType === "application/pdf" && a.url);
        if (!document || document.subject?.reference !== `Patient/${ref.p}` || !attachment?.url) return notFound(c);
        const file = await provider!.attachment(attachment.url, "application/pdf");
        await logRead(db, { patientRef: ref.p, viewerUserId: user.id, what: "report_file" });
        const headers: Record<string, string> = {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="report.pdf"`,
          "Cache-Control": PRIVATE,
          "X-Content-Type-Options": "nosniff",
        };
        const length = file.headers.get("content-length");
        if (length) headers["Content-Length"] = length;
        return new Response(file.body, { status: 200, headers }) as never;
      } catch (err) {
        if (err instanceof RecordsUnavailable) return unavailable(c);
        throw err;
      }
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/records/{kind}",
      ...secured(tag),
      summary: "One kind of the patient's (or a linked child's) records, newest first, paged",
      description:
        "`results` (lab panels with their values, units, ranges and flags; `code` keeps one test: a trend), `visits`, `prescriptions`, " +
        "`reports`, `allergies` and `access-log` (who read this record, when). `meta.partial` is true when the HIS answered only part.",
      request: { params: RecordKindParamSchema, query: RecordsQuerySchema },
      responses: {
        200: json(z.union(Object.values(RECORDS_RESPONSE_SCHEMAS)), "The page (its shape by kind: lib/contract/records.ts)"),
        404: coded(`No such person for this account (\`code: ${RECORDS_ERROR_CODES.notFound}\`)`),
        409: coded(`The account is not linked yet (\`code: ${RECORDS_ERROR_CODES.unlinked}\`)`),
        422: errorResponses[422],
        ...common,
      },
    }),
    async (c) => {
      const user = patientOf(c);
      const { kind } = c.req.valid("param");
      const query = c.req.valid("query");
      const page = query.page ?? 1;
      const perPage = query.limit ?? RECORDS_PER_PAGE;
      const verdict = await readAllowance(c);
      if (!verdict.allowed) return limited(c, verdict);
      try {
        const outcome = await readablePerson(db, provider!, user, query.person);
        if (!outcome.ok) return outcome.reason === "unlinked" ? unlinked(c) : notFound(c);
        const patientId = outcome.person.patientId;
        if (kind === "access-log") {
          const { data, total } = await readsOf(db, patientId, user.id, page, perPage);
          return c.json({ data, meta: pageMeta(total, page, perPage, false) }, 200);
        }
        const answer = await readKind(kind, { db, provider: provider!, secret, lang: c.get("lang"), patientId, page, perPage, code: query.code });
        await logRead(db, { patientRef: patientId, viewerUserId: user.id, what: kind });
        return c.json(answer as never, 200);
      } catch (err) {
        if (err instanceof RecordsUnavailable) return unavailable(c);
        throw err;
      }
    },
  );

  return app;
}
