/**
 * The one error type of lib/api. `status` is the backend's HTTP status, 0 when the backend could
 * not be reached, 504 on a timeout and 502 when the body did not match the expected schema.
 * Pages turn a 404 into `notFound()` with `isNotFoundError`.
 */
export type ApiErrorKind = "http" | "network" | "timeout" | "invalid_response" | "config";

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly path: string;

  constructor(message: string, options: { status: number; kind: ApiErrorKind; path: string }) {
    super(message);
    this.name = "ApiError";
    this.status = options.status;
    this.kind = options.kind;
    this.path = options.path;
    // A stack through axios internals says nothing useful and floods the log once per request
    // while the backend is down; the message names the call and the status.
    this.stack = `${this.name}: ${message}`;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}
