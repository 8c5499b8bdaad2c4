import { ProfileResponse, SignInRequest } from '../accounts';
import { defineEndpoint } from '../../endpoint';

/** Signs in with e-mail and password; sets the session cookie and answers the profile and a token. */
export const signIn = defineEndpoint({
  method: 'POST',
  path: '/api/signIn',
  summary: 'Signs in with e-mail and password; sets the session cookie and answers the profile and a token.',
  body: SignInRequest,
  response: ProfileResponse,
});
