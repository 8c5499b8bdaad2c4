import { Outcome, requiredText } from '../../common';
import * as v from 'valibot';
import { defineEndpoint } from '../../endpoint';

/** Whether a licence is valid for the site (parent domain) embedding the booking app. */
export const validateLicence = defineEndpoint({
  method: 'POST',
  path: '/api/validate',
  host: 'licence',
  summary: 'Whether a licence is valid for the site (parent domain) embedding the booking app.',
  body: v.object({ parentdomain: requiredText(), trackingcode: requiredText(64) }),
  response: v.object({ ...Outcome.entries, Valid: v.boolean() }),
});
