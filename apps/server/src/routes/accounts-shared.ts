import type { FastifyInstance } from 'fastify';
import type { MailService } from '../services/mail';
import { createMailService } from '../services/mail';
import type { AppDeps } from './types';

/** Requests per minute per client address for the rate-limited calls (`RATE_LIMIT_SCALE` multiplies them). */
export const rateLimits = { signIn: 10, resetPassword: 5, promoCode: 20, comment: 5 } as const;

/** The per-minute limit for a call, scaled by `RATE_LIMIT_SCALE` (e.g. 10 for load tests). */
export function limitFor(name: keyof typeof rateLimits, env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.RATE_LIMIT_SCALE ?? 1);
  return Math.max(1, Math.round(rateLimits[name] * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
}

/** Registers routes in a child scope whose requests are rate limited (per client address, per minute). */
export async function withRateLimit(
  app: FastifyInstance,
  max: number,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', scope.rateLimit({ max, timeWindow: 60_000 }));
    await register(scope);
  });
}

/** The mail service: one injected through `buildApp({ services: { mail } })`, else the outbox (+ SMTP). */
export function mailServiceOf(deps: AppDeps): MailService {
  const injected = deps.extraServices.mail as MailService | undefined;
  return injected && typeof injected.send === 'function' ? injected : createMailService(deps.db);
}

/** The absolute base URL for links in e-mails: `PUBLIC_BASE_URL`, else the request's own origin. */
export function publicBaseUrl(
  request: { protocol: string; host: string },
  env: NodeJS.ProcessEnv = process.env,
): string {
  const configured = env.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  return configured || `${request.protocol}://${request.host}`;
}
