import { serveStatic } from "@hono/node-server/serve-static";
import { asc } from "drizzle-orm";
import { type Config, loadConfig } from "./config";
import type { Db } from "./db/client";
import { businessUnits } from "./db/schema";
import type { BusinessUnitRow, Deps } from "./http/context";
import { errorHandler, localeAndBusinessUnit, rejectMalformedInput, requireBearer } from "./http/middleware";
import { siteCors } from "./http/cors";
import { responseCache } from "./http/response-cache";
import { newRouter } from "./http/router";
import { docsHeaders, renderDocsPage } from "./dev/docs-page";
import { oauthRoutes } from "./auth/routes/oauth";
import { brokerRoutes } from "./doctors/routes";
import { communityRoutes } from "./community/routes";
import { contentRoutes } from "./content/routes";
import { offerRoutes } from "./offers/routes/catalogue";
import { postRoutes } from "./posts/routes";
import { searchRoutes } from "./search/routes";
import { installTestHooks } from "./dev/test-hooks";
import { settingsRoutes } from "./settings/routes";
import { userAuthRoutes } from "./auth/routes/sign-in";
import { accountRoutes } from "./auth/routes/accounts";
import { phrRoutes } from "./phr/routes";
import { recordsRoutes } from "./records/routes";
import { socialRoutes } from "./auth/routes/social";
import { profileRoutes } from "./profile/routes/profile";
import { riskAssessmentRoutes } from "./profile/routes/risk-assessments";
import { familyRoutes } from "./profile/routes/family";
import { paymentRoutes } from "./payments/routes";
import { sandboxRoutes } from "./dev/routes/sandboxes";
import { engagementRoutes } from "./engagement/routes";
import { bookingRoutes } from "./booking/routes";
import { doctorTimes } from "./booking/doctor-times";
import { offerBookingRoutes } from "./offers/routes/bookings";
import { offerFreedTime } from "./waitlist/offers";
import { waitlistRoutes } from "./waitlist/routes";
import { devRoutes } from "./dev/routes/outbox";
import { onInvalidation } from "./platform/invalidation";
import { type Messenger, outboxMessenger } from "./platform/outbox";

export interface AppOptions {
  config?: Config;
  /** SMS and email delivery; the outbox by default. */
  messenger?: Messenger;
}

const OPENAPI_INFO = {
  title: "Hospital group API",
  version: "1.0.0",
  description:
    "Read API and auth of the hospital-group website. Every /api call sends `BU-ID`, `lang` and " +
    "`Authorization: Bearer <token>` (token from POST /oauth/token), except GET /api/settings/Site/general.",
};

/** What every route module needs, built once per process (the reminder job shares it). */
export function createDeps(db: Db, options: AppOptions = {}): Deps {
  const config = options.config ?? loadConfig();
  // Business units change only with a re-seed or a content edit; one query per app instance, not per request.
  let unitsCache: Promise<BusinessUnitRow[]> | undefined;
  onInvalidation(db, "content", () => (unitsCache = undefined));
  const deps: Deps = {
    db,
    config,
    businessUnits: () => {
      // `.then()` turns drizzle's query builder (which re-runs on every await) into a settled promise.
      unitsCache ??= db
        .select()
        .from(businessUnits)
        .orderBy(asc(businessUnits.id))
        .then((rows) => rows);
      unitsCache.catch(() => (unitsCache = undefined));
      return unitsCache;
    },
    messenger: options.messenger ?? outboxMessenger(db),
    // The waitlist reacts to booking; booking imports nothing of it.
    bookingEvents: { timeFreed: (freed) => offerFreedTime(deps, freed) },
  };
  return deps;
}

export function createApp(db: Db, options: AppOptions = {}, deps: Deps = createDeps(db, options)) {
  const config = deps.config;

  const app = newRouter();
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description: "Client-credentials token from POST /oauth/token, or a user token from POST /api/auth/login",
  });

  // Browsers may call the API only from the website's own pages; the site's server calls need no CORS.
  app.use("*", siteCors(config.siteOrigin, ["Authorization", "BU-ID", "lang", "Content-Type"]));
  app.use("*", rejectMalformedInput());
  app.use("/api/*", requireBearer(deps), localeAndBusinessUnit(deps), responseCache(config.responseCacheMs, deps.db));

  app.get("/health", (c) => c.json({ status: "ok" }));
  installTestHooks(app, deps);
  app.route("/", oauthRoutes(deps));
  app.route("/", settingsRoutes(deps));
  app.route("/", userAuthRoutes(deps));
  // The doctor list reads booking's free times through a port; doctors imports nothing of booking.
  app.route("/", brokerRoutes(deps, doctorTimes(deps.db)));
  app.route("/", contentRoutes(deps));
  app.route("/", offerRoutes(deps));
  app.route("/", postRoutes(deps));
  app.route("/", communityRoutes(deps));
  app.route("/", searchRoutes(deps));
  app.route("/", accountRoutes(deps));
  app.route("/", profileRoutes(deps));
  app.route("/", riskAssessmentRoutes(deps));
  app.route("/", familyRoutes(deps));
  app.route("/", phrRoutes(deps));
  app.route("/", recordsRoutes(deps));
  app.route("/", socialRoutes(deps));
  app.route("/", paymentRoutes(deps));
  app.route("/", sandboxRoutes(deps));
  app.route("/", engagementRoutes(deps));
  app.route("/", bookingRoutes(deps));
  app.route("/", offerBookingRoutes(deps));
  app.route("/", waitlistRoutes(deps));
  app.route("/", devRoutes(deps));

  // The reference lists every route, the development ones included: off in production unless API_DOCS=on.
  if (config.apiDocs) {
    app.use("/openapi.json", docsHeaders());
    app.use("/docs", docsHeaders());
    app.doc31("/openapi.json", { openapi: "3.1.0", info: OPENAPI_INFO });
    app.get("/docs", (c) =>
      c.html(renderDocsPage(app.getOpenAPI31Document({ openapi: "3.1.0", info: OPENAPI_INFO }) as never)),
    );
  }

  app.use(
    "/storage/*",
    serveStatic({
      root: config.storageDir,
      rewriteRequestPath: (p) => p.replace(/^\/storage/, ""),
      onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400"),
    }),
  );

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError(errorHandler);
  return app;
}

export type App = ReturnType<typeof createApp>;
