import { Hono, type Context } from "hono";
import { html } from "hono/html";
import type { AppEnv, Deps } from "../http/context";
import { sandboxPage, type SandboxLang } from "../payments/sandbox/page";
import { isSocialProvider, sandboxClients, type SocialProvider } from "./clients";
import { issueSandboxCode, spendSandboxCode } from "./codes";
import { loadSigningKey, type SigningKey } from "./signing-key";
import { idToken, jwks, opened, pkceChallenge, sealed, subjectOf } from "./tokens";

/**
 * The local identity provider under /sandbox/identity/{google|facebook} (development and tests):
 * it behaves like Google's OpenID Connect (discovery, JWKS, RS256 id token, PKCE) and Facebook's
 * OAuth 2 (dialog, access token, Graph /me), with a real sign-in and consent page, so the
 * website's whole social sign-in runs in a browser without leaving the machine.
 */

interface CodeClaims {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  nonce: string | null;
  scope: string;
  email: string;
  /** The tester's choice on the sign-in page: whether the provider vouches for the email. */
  emailVerified: boolean;
  name: string;
  jti: string;
  exp: number;
}

interface AccessClaims {
  provider: SocialProvider;
  email: string;
  emailVerified: boolean;
  name: string;
  scope: string;
  exp: number;
}

const BRAND: Record<SocialProvider, string> = { google: "Google (sandbox)", facebook: "Facebook (sandbox)" };
const SCOPES: Record<SocialProvider, string> = { google: "openid profile email", facebook: "public_profile email" };
const CODE_TTL_SECONDS = 60;
const ACCESS_TTL_SECONDS = 3600;

export function identitySandboxApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  const clients = sandboxClients(process.env);
  const secret = `identity-sandbox|${deps.config.tokenSecret}`;
  // Read from the database once per instance; a failed read is tried again on the next request.
  let loading: Promise<SigningKey> | undefined;
  const signingKey = () => {
    loading ??= loadSigningKey(deps.db, deps.config.tokenSecret);
    loading.catch(() => (loading = undefined));
    return loading;
  };

  const providerOf = (c: Context<AppEnv>): SocialProvider | null => {
    const name = c.req.param("provider") ?? "";
    return isSocialProvider(name) && clients[name] ? name : null;
  };
  const base = (c: Context<AppEnv>, provider: SocialProvider) => `${new URL(c.req.url).origin}/sandbox/identity/${provider}`;
  const expectedRedirect = (provider: SocialProvider) => `${deps.config.siteOrigin}/api/auth/callback/${provider}`;
  const oauthError = (c: Context<AppEnv>, error: string, status: 400 | 401 = 400) => c.json({ error }, status);

  app.get("/sandbox/identity/:provider/.well-known/openid-configuration", (c) => {
    const provider = providerOf(c);
    if (provider !== "google") return c.json({ message: "Not found" }, 404);
    const issuer = base(c, provider);
    return c.json({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      scopes_supported: ["openid", "profile", "email"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      code_challenge_methods_supported: ["S256"],
      claims_supported: ["sub", "email", "email_verified", "name", "given_name", "iss", "aud", "iat", "exp"],
    });
  });

  app.get("/sandbox/identity/:provider/jwks", async (c) => (providerOf(c) === "google" ? c.json(jwks(await signingKey())) : c.json({ message: "Not found" }, 404)));

  const showSignIn = (c: Context<AppEnv>) => {
    const provider = providerOf(c);
    if (!provider) return c.json({ message: "Not found" }, 404);
    const q = c.req.query();
    const lang: SandboxLang = q.ui_locales?.startsWith("ar") ? "ar" : "en";
    const problem = requestProblem(provider, q);
    if (problem) return c.html(errorPage(lang, provider, problem), 400);
    return c.html(signInPage(lang, provider, q, `${base(c, provider)}/authorize`));
  };
  // Google's authorization endpoint, and Facebook's login dialog at its own path.
  app.get("/sandbox/identity/:provider/authorize", showSignIn);
  app.get("/sandbox/identity/:provider/dialog/oauth", showSignIn);

  app.post("/sandbox/identity/:provider/authorize", async (c) => {
    const provider = providerOf(c);
    if (!provider) return c.json({ message: "Not found" }, 404);
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    const lang: SandboxLang = form.ui_locales?.startsWith("ar") ? "ar" : "en";
    const problem = requestProblem(provider, form);
    if (problem) return c.html(errorPage(lang, provider, problem), 400);
    const back = new URL(form.redirect_uri as string);
    if (form.state) back.searchParams.set("state", form.state);
    if (form.decision !== "allow") {
      back.searchParams.set("error", "access_denied");
      return c.redirect(back.toString(), 302);
    }
    const email = (form.email ?? "").trim().toLowerCase();
    const name = (form.name ?? "").trim();
    // Verified unless the tester says otherwise, so both of the website's paths can be tried.
    const emailVerified = form.email_verified !== "no";
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !name || name.length > 60) {
      return c.html(signInPage(lang, provider, form, `${base(c, provider)}/authorize`, true), 422);
    }
    const jti = crypto.randomUUID();
    const exp = Math.floor(Date.now() / 1000) + CODE_TTL_SECONDS;
    await issueSandboxCode(deps.db, jti, new Date(exp * 1000));
    const code = sealed<CodeClaims>(secret, "code", {
      provider,
      clientId: form.client_id as string,
      redirectUri: form.redirect_uri as string,
      challenge: form.code_challenge || null,
      nonce: form.nonce || null,
      scope: form.scope || SCOPES[provider],
      email,
      emailVerified,
      name,
      jti,
      exp,
    });
    back.searchParams.set("code", code);
    return c.redirect(back.toString(), 302);
  });

  function requestProblem(provider: SocialProvider, q: Record<string, string | undefined>): string | null {
    const client = clients[provider];
    if (!client || q.client_id !== client.clientId) return "unknown client_id";
    if (q.redirect_uri !== expectedRedirect(provider)) return "redirect_uri is not registered for this client";
    if ((q.response_type ?? "code") !== "code") return "unsupported response_type";
    if (!q.state) return "state is required";
    if (provider === "google" && !(q.scope ?? "").split(" ").includes("openid")) return "scope must include openid";
    if (q.code_challenge && q.code_challenge_method !== "S256") return "code_challenge_method must be S256";
    return null;
  }

  const exchangeCode = async (c: Context<AppEnv>) => {
    const provider = providerOf(c);
    if (!provider) return c.json({ message: "Not found" }, 404);
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
    const client = clients[provider]!;
    const [id, pass] = basicCredentials(c.req.header("authorization")) ?? [form.client_id, form.client_secret];
    if (id !== client.clientId || pass !== client.clientSecret) return oauthError(c, "invalid_client", 401);
    if (form.grant_type !== "authorization_code") return oauthError(c, "unsupported_grant_type");
    const claims = opened<CodeClaims>(secret, "code", form.code ?? "");
    if (!claims || claims.provider !== provider || claims.clientId !== id || claims.redirectUri !== form.redirect_uri) return oauthError(c, "invalid_grant");
    if (claims.challenge && pkceChallenge(form.code_verifier ?? "") !== claims.challenge) return oauthError(c, "invalid_grant");
    // The key first: a database that cannot give it must not spend the code for nothing.
    const key = provider === "google" ? await signingKey() : null;
    // Single use across processes: the database says whether this code was spent already.
    if (!(await spendSandboxCode(deps.db, claims.jti))) return oauthError(c, "invalid_grant");
    const now = Date.now();

    const issuedAt = Math.floor(now / 1000);
    const access = sealed<AccessClaims>(secret, "access", {
      provider,
      email: claims.email,
      emailVerified: claims.emailVerified !== false,
      name: claims.name,
      scope: claims.scope,
      exp: issuedAt + ACCESS_TTL_SECONDS,
    });
    c.header("Cache-Control", "no-store");
    const answer: Record<string, unknown> = { access_token: access, token_type: "Bearer", expires_in: ACCESS_TTL_SECONDS, scope: claims.scope };
    if (key) {
      answer.id_token = idToken(key, {
        iss: base(c, provider),
        aud: client.clientId,
        sub: subjectOf(provider, claims.email),
        email: claims.email,
        email_verified: claims.emailVerified !== false,
        name: claims.name,
        given_name: claims.name.split(" ")[0],
        iat: issuedAt,
        exp: issuedAt + ACCESS_TTL_SECONDS,
        ...(claims.nonce ? { nonce: claims.nonce } : {}),
      });
    }
    return c.json(answer);
  };
  app.post("/sandbox/identity/:provider/token", exchangeCode);
  app.post("/sandbox/identity/:provider/oauth/access_token", exchangeCode);

  const profile = (c: Context<AppEnv>, provider: SocialProvider) => {
    const token = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? c.req.query("access_token") ?? "";
    const claims = opened<AccessClaims>(secret, "access", token);
    return claims && claims.provider === provider ? claims : null;
  };

  app.get("/sandbox/identity/:provider/userinfo", (c) => {
    const claims = providerOf(c) === "google" ? profile(c, "google") : null;
    if (!claims) return c.json({ error: "invalid_token" }, 401);
    return c.json({
      sub: subjectOf("google", claims.email),
      email: claims.email,
      email_verified: claims.emailVerified !== false,
      name: claims.name,
      given_name: claims.name.split(" ")[0],
    });
  });

  // Facebook's Graph API: GET /me?fields=id,name,email
  app.get("/sandbox/identity/:provider/me", (c) => {
    const claims = providerOf(c) === "facebook" ? profile(c, "facebook") : null;
    if (!claims) return c.json({ error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } }, 401);
    const fields = (c.req.query("fields") ?? "id,name").split(",");
    const all: Record<string, string> = { id: subjectOf("facebook", claims.email), name: claims.name };
    // The email only with the email permission, as Facebook does.
    if (claims.scope.split(/[ ,]/).includes("email")) all.email = claims.email;
    const answer: Record<string, string | boolean> = Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k)));
    // Facebook gives only confirmed emails and has no such field; the sandbox says so when the
    // tester chose an unverified email, so the website's refusal can be tried with Facebook too.
    if (answer.email && claims.emailVerified === false) answer.email_verified = false;
    return c.json(answer);
  });

  return app;
}

function basicCredentials(header: string | undefined): [string, string] | null {
  const match = /^Basic (.+)$/.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString();
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  // RFC 6749 §2.3.1: both parts are form-encoded before they are joined.
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, " "));
  return [decode(decoded.slice(0, colon)), decode(decoded.slice(colon + 1))];
}

const HIDDEN = ["client_id", "redirect_uri", "response_type", "scope", "state", "code_challenge", "code_challenge_method", "nonce", "ui_locales"];

function signInPage(lang: SandboxLang, provider: SocialProvider, q: Record<string, string | undefined>, action: string, invalid = false) {
  const ar = lang === "ar";
  const scopes = (q.scope || SCOPES[provider]).split(/[ ,]+/).filter(Boolean);
  const scopeText: Record<string, [string, string]> = {
    openid: ["ربط حسابك بهذا الموقع", "Link your account to this site"],
    profile: ["اسمك", "Your name"],
    public_profile: ["اسمك وملفك العام", "Your name and public profile"],
    email: ["بريدك الإلكتروني", "Your email address"],
  };
  return sandboxPage({
    lang,
    brand: BRAND[provider],
    title: ar ? "تسجيل الدخول ومتابعة" : "Sign in to continue",
    body: html`<p>${ar ? "يطلب موقع المستشفى الوصول إلى:" : "The hospital website asks for:"}</p>
<ul>${scopes.map((s) => html`<li>${(scopeText[s] ?? [s, s])[ar ? 0 : 1]}</li>`)}</ul>
${invalid ? html`<p role="alert" class="error">${ar ? "أدخل بريدًا إلكترونيًا صحيحًا واسمك." : "Enter a valid email and your name."}</p>` : ""}
<form method="post" action="${action}">
${HIDDEN.map((k) => (q[k] ? html`<input type="hidden" name="${k}" value="${q[k]}">` : ""))}
<p><label for="email">${ar ? "البريد الإلكتروني" : "Email"}</label><br><input id="email" name="email" type="email" autocomplete="email" required dir="ltr" value="${q.email ?? ""}"></p>
<p><label for="name">${ar ? "الاسم" : "Name"}</label><br><input id="name" name="name" autocomplete="name" required maxlength="60" value="${q.name ?? ""}"></p>
<fieldset><legend>${ar ? "هل تحقّق المزوّد من البريد الإلكتروني؟" : "Has the provider verified this email?"}</legend>
<label><input type="radio" name="email_verified" value="yes"${q.email_verified === "no" ? "" : " checked"}> ${ar ? "نعم" : "Yes"}</label>
<label><input type="radio" name="email_verified" value="no"${q.email_verified === "no" ? " checked" : ""}> ${ar ? "لا" : "No"}</label>
</fieldset>
<p><button name="decision" value="allow">${ar ? "متابعة" : "Continue"}</button>
<button name="decision" value="deny" formnovalidate>${ar ? "إلغاء" : "Cancel"}</button></p>
</form>`,
  });
}

function errorPage(lang: SandboxLang, provider: SocialProvider, problem: string) {
  return sandboxPage({
    lang,
    brand: BRAND[provider],
    title: lang === "ar" ? "طلب غير صالح" : "Invalid request",
    body: html`<p role="alert" dir="ltr">${problem}</p>`,
  });
}
