/** What every call of the client resolves to: data, or a typed error. It never throws into a component. */

export type ApiErrorKind = "timeout" | "network" | "http" | "parse";

export interface ApiError {
  kind: ApiErrorKind;
  status?: number;
  message: string;
  /** The error answer's JSON, such as a form's `{errors: {field: message}}`. */
  details?: unknown;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };
