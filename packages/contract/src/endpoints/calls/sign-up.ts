import { ProfileResponse, SignUpRequest } from '../accounts';
import { defineEndpoint } from '../../endpoint';

/** Creates a customer account and signs it in (always remembered). */
export const signUp = defineEndpoint({
  method: 'POST',
  path: '/api/signUp',
  summary: 'Creates a customer account and signs it in (always remembered).',
  body: SignUpRequest,
  response: ProfileResponse,
});
