/** The message for failures the client shows as the generic error (docs/behaviour/common.md#response-codes, Code 0). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong, please try again.';

/** An error a handler throws to answer with an HTTP status and the spec's `{ Code, Message }` body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400 with Code 2 naming the field: malformed input. */
export function badInput(message: string): HttpError {
  return new HttpError(400, 2, message);
}

/** 401: the call needs a signed-in user. */
export function notSignedIn(): HttpError {
  return new HttpError(401, 0, 'Please sign in.');
}

/** 403: signed in, but this is someone else's. */
export function forbidden(message = 'You do not have access to this.'): HttpError {
  return new HttpError(403, 0, message);
}

/** 404: nothing with that id (or nothing the caller may know about). */
export function notFound(message = 'Not found.'): HttpError {
  return new HttpError(404, 0, message);
}
