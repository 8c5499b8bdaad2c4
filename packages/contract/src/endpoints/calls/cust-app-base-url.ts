import { Outcome, requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** The customer app's base URL for a licence. */
export const custAppBaseUrl = defineEndpoint({
  method: 'GET',
  path: '/api/custappbaseurl',
  host: 'licence',
  summary: "The customer app's base URL for a licence.",
  query: v.object({ trackingcode: requiredText(64) }),
  response: v.object({ ...Outcome.entries, Url: v.string() }),
});
