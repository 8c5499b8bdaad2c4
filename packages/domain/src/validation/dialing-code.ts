// Apart from the field rules: the web app's configuration store, on every page, asks for it and nothing else.
import { DEFAULT_DIALING_CODE } from '../model/constants';

/** Text trimmed, or '' for anything that is not text. */
function trimmed(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The dialing code a phone number was given with, or else the tenant's own (its configuration's DialingCode), or
 * else +44: a number given without a code is in the tenant's country (docs/behaviour/common.md#phone).
 */
export function dialingCodeOr(given: string | null | undefined, tenantCode: string | null | undefined): string {
  return trimmed(given) || trimmed(tenantCode) || DEFAULT_DIALING_CODE;
}
