import type { Deps } from "../http/context";
import { sandboxApp } from "./sandbox/app";
import { ProviderError } from "./types";

const sandboxes = new WeakMap<Deps, ReturnType<typeof sandboxApp>>();

export interface ProviderCall {
  /** The provider's API base from the environment; undefined: the in-process sandbox at `sandboxBase`. */
  base: string | undefined;
  sandboxBase: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * One HTTP call to a provider's API. Without a configured base URL the request is served by the
 * sandbox app in this process (same routes as under /sandbox/…), so development and tests run the
 * real request and response shapes without a network.
 */
export async function providerRequest<T>(deps: Deps, call: ProviderCall): Promise<T> {
  const init: RequestInit = {
    method: call.method ?? "GET",
    headers: { accept: "application/json", ...(call.body === undefined ? {} : { "content-type": "application/json" }), ...call.headers },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  };
  let response: Response;
  let text: string;
  if (call.base) {
    const url = `${call.base.replace(/\/$/, "")}${call.path}`;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(deps.config.payments.providerTimeoutMs) });
      text = await response.text();
    } catch (err) {
      // Unreachable, refused, reset or too slow: the provider did not answer, which callers treat
      // like any refusal (the attempt fails cleanly) rather than as a server error of ours.
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      throw new ProviderError(`${call.path} did not answer (${reason})`, 504);
    }
  } else {
    let app = sandboxes.get(deps);
    if (!app) {
      app = sandboxApp(deps);
      sandboxes.set(deps, app);
    }
    response = await app.request(`${call.sandboxBase}${call.path}`, init);
    text = await response.text();
  }
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Some providers answer errors in plain text; keep it for the log.
  }
  if (!response.ok) throw new ProviderError(`${call.path} answered ${response.status}`, response.status, body);
  return body as T;
}
