import { accountsEndpoints, type BodyOf, type ResponseOf } from '@cabkit/contract';
import { call } from '../../../api/client';

/** The update-profile answer: Code, Message and the profile as stored. */
export type ProfileAnswer = ResponseOf<typeof accountsEndpoints.updateProfile>;

/** Changes the signed-in customer's profile (PUT /api/updateprofile). */
export function putUpdateProfile(body: BodyOf<typeof accountsEndpoints.updateProfile>): Promise<ProfileAnswer> {
  return call(accountsEndpoints.updateProfile, { body });
}

/** Changes the signed-in customer's password, given the old one (PUT /api/changepassword). */
export function putChangePassword(
  body: BodyOf<typeof accountsEndpoints.changePassword>,
): Promise<ResponseOf<typeof accountsEndpoints.changePassword>> {
  return call(accountsEndpoints.changePassword, { body });
}

/** Sets a new password through an e-mailed reset link (PUT /api/savepassword). */
export function putSavePassword(
  body: BodyOf<typeof accountsEndpoints.savePassword>,
): Promise<ResponseOf<typeof accountsEndpoints.savePassword>> {
  return call(accountsEndpoints.savePassword, { body });
}

/** Ends every session of the account and every trip link it shared (POST /api/signOutEverywhere). */
export function postSignOutEverywhere(): Promise<ResponseOf<typeof accountsEndpoints.signOutEverywhere>> {
  return call(accountsEndpoints.signOutEverywhere, {});
}
