/**
 * The one error class of the project (in the manner of jose's errors and Hono's HTTPException):
 * an `AppError` has a stable `code` from the registry (./registry.ts), which decides its
 * status and how every format answers it (src/http/render-error.ts), and a `detail` in words for this
 * occurrence. Subclasses carry typed data (ConfigError's variable, ContentError's problems,
 * AssertionError's narrower reason code) or keep the constructors their call sites use
 * (ApiError with the problem type, OAuthError with the RFC 6749 error, InvalidToken). Errors of
 * libraries are mapped by their stable codes (jose's `err.code`, see ./jose.ts), never by their
 * message text.
 */
import { ERRORS, type ErrorCode, type ErrorSpec } from './registry.ts';

export interface AppErrorOptions {
  /** Response header fields that go with the error (WWW-Authenticate, Allow, Retry-After, …). */
  headers?: Record<string, string>;
  /** Extension members of the problem details (`param`, `allowed`, `error`, `violated_policies`). */
  fields?: Record<string, unknown>;
  /** The HTTP status of this one error where it is not the registry's (an OAuth error answered 404). */
  status?: number;
  /** The error this one stands for (kept for the logs, never sent). */
  cause?: unknown;
}

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  /** What went wrong this time, in words: the `detail` of problem details. Equal to `message`. */
  readonly detail: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<string, unknown>>;

  constructor(code: C, detail: string, options: AppErrorOptions = {}) {
    super(detail, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.detail = detail;
    this.status = options.status ?? ERRORS[code].status;
    this.headers = options.headers ?? {};
    this.fields = options.fields ?? {};
  }

  /** The registry entry of the code. */
  get spec(): Readonly<ErrorSpec> {
    return ERRORS[this.code];
  }
}
