import * as v from 'valibot';
import { Outcome } from '../../common';
import { defineEndpoint } from '../../endpoint';

/** The visitor's IP address and country (from a trusted proxy's country header, else the default country). */
export const ipInfo = defineEndpoint({
  method: 'GET',
  path: '/api/ipinfo',
  summary: "The visitor's IP address and country (from a trusted proxy's country header, else the default country).",
  response: v.object({ ...Outcome.entries, Ip: v.string(), Country: v.string(), CountryCode: v.string() }),
});
