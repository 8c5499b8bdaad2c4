import { type Language, LANGUAGE_COOKIE, languagesOffered, pickLanguage } from '@cabkit/domain/language';
import type { FastifyRequest } from 'fastify';

/**
 * The language an answer to a request is written in, as its pages are drawn: the language menu's cookie, else the
 * browser's Accept-Language, else the tenant's default, only ever among the languages the tenant lists (`listed`,
 * its tenant.json `languages`), so no unknown code is stored or looked up.
 */
export function requestLanguage(request: FastifyRequest, listed: unknown): Language {
  return pickLanguage({
    chosen: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
    offered: languagesOffered(listed),
  });
}
