import { accountsEndpoints, type BodyOf, type ResponseOf } from '@cabkit/contract';
import { call } from '../../api/client';

/** The sign-in / sign-up answer: Code, Message, the profile and a token (the session itself is an HttpOnly cookie). */
export type ProfileAnswer = ResponseOf<typeof accountsEndpoints.signIn>;

/** Signs in (POST /api/signIn); the server sets the session cookie. */
export function postSignIn(body: BodyOf<typeof accountsEndpoints.signIn>): Promise<ProfileAnswer> {
  return call(accountsEndpoints.signIn, { body });
}

/** Creates an account and signs it in (POST /api/signUp). */
export function postSignUp(body: BodyOf<typeof accountsEndpoints.signUp>): Promise<ProfileAnswer> {
  return call(accountsEndpoints.signUp, { body });
}

/** Ends the server session and clears its cookie (POST /api/signOut). */
export function postSignOut(): Promise<ResponseOf<typeof accountsEndpoints.signOut>> {
  return call(accountsEndpoints.signOut, {});
}

/** Asks for a password reset link (POST /api/resetpassword); the answer never says whether the e-mail is known. */
export function postResetPassword(
  body: BodyOf<typeof accountsEndpoints.resetPassword>,
): Promise<ResponseOf<typeof accountsEndpoints.resetPassword>> {
  return call(accountsEndpoints.resetPassword, { body });
}
