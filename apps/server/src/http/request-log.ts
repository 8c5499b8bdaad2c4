import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The header a request id comes in on (from a proxy or a caller) and goes back out on. */
const REQUEST_ID_HEADER = 'x-request-id';

/** A request id taken from a caller: short, printable, no spaces or quotes (so it cannot forge log fields). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when well formed, else a random UUID. */
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/**
 * Log paths whose values are censored wherever a log line holds them: credentials in headers, and passwords and
 * card details in any logged object (a body logged with an error, say), up to two levels deep.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'passwordhash',
    'oldpasswordhash',
    'currentpasswordhash',
    'confirmpassword',
    'resetpassword',
    'token',
    'Token',
    'cardnumber',
    'cardNumber',
    'cvv',
    'cvc',
  ].flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

/**
 * The server's pino settings: JSON lines at `level`, secrets censored, and requests shown as method, url and
 * id only (never their headers, which carry cookies).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: request.url,
        id: request.id,
      }),
    },
  };
}

/**
 * Fastify's request log lines, one per answered request (method, url, status, time) in place of its two (incoming
 * and completed). Routes with a higher `logLevel` (the health probes) are not logged on every call.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** Fastify options for request logging: the id of each request (`requestIdOf`) and one log line per request. */
export const requestLogServerOptions = { genReqId: requestIdOf, logController: new OneLinePerRequest() };

/** Echoes each request's id in the `x-request-id` response header, so a caller can quote it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
