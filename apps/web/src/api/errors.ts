import { alertMessage, DEFAULT_ERROR_MESSAGE, responseErrorMessage } from '@cabkit/domain/errors';

/**
 * Why a call failed: an HTTP error status, a 200 answer whose `Code` is not success (a business outcome),
 * no answer at all, or an answer that broke the contract.
 */
export type ApiErrorKind = 'http' | 'business' | 'network' | 'contract';

/** A failed API call: HTTP status (0 when the network failed), the spec's Code and Message when the server sent them. */
export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The response's `Code` (docs/behaviour/common.md#response-codes), or 0 when there was none. */
  readonly code: number;
  /** The server's `Message`, or the default error message. */
  readonly serverMessage: string;
  /** What kind of failure this is. */
  readonly kind: ApiErrorKind;
  /** The endpoint path that failed. */
  readonly path: string;
  /** A business outcome's whole answer (other fields besides Code and Message may explain it); else undefined. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: number;
    message: string;
    kind: ApiErrorKind;
    path: string;
    body?: unknown;
  }) {
    super(init.message || DEFAULT_ERROR_MESSAGE);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.message || DEFAULT_ERROR_MESSAGE;
    this.kind = init.kind;
    this.path = init.path;
    this.body = init.body;
  }
}

/** True for an `ApiError`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text to show a user for a failed call or a non-success Code (docs/behaviour/common.md#response-codes): network
 * or contract failures give the default message; otherwise the domain's `responseErrorMessage` (default for Code 0)
 * with its alert replacements (EF update errors and messages mentioning Stripe become the default).
 */
export function userMessage(error: unknown): string {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'contract') return DEFAULT_ERROR_MESSAGE;
  return alertMessage(responseErrorMessage(error.code, error.serverMessage));
}
