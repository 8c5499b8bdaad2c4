import { RESET_LINK_INVALID } from '@cabkit/domain';
import { t } from '@lingui/core/macro';
import type { UpdatePasswordValues, UpdateProfileValues } from '@cabkit/ui/dialogs';
import { isApiError, userMessage } from '../../../api/errors';
import { type FieldTable, FormCallError, formCallError } from '../../../api/field-errors';
import { completeSignOut, type SessionProfile, sessionState } from '../../../state/session';
import { postSignOutEverywhere, putChangePassword, putSavePassword, putUpdateProfile } from '../api/account-api';
import { tenantDialingCode } from '../../../state/config';

/** The update-profile form's fields by request field. */
const profileFields: FieldTable = {
  firstname: { field: 'FirstName', title: 'First name' },
  surname: { field: 'LastName', title: 'Surname' },
  phone: { field: 'Phone', title: 'Phone' },
  dialingcode: { field: 'Phone', title: 'Dialing code' },
  email: { field: 'Email', title: 'Email' },
  currentpasswordhash: { field: 'CurrentPassword', title: 'Current password' },
};

/** The password forms' fields by request field. */
const passwordFields: FieldTable = {
  oldpasswordhash: { field: 'OldPassword', title: 'Current password' },
  passwordhash: { field: 'Password', title: 'New password' },
};

function signedInProfile(): SessionProfile {
  const profile = sessionState.profile;
  if (!profile) throw new FormCallError('Please sign in to change your account.');
  return profile;
}

/**
 * Saves the profile (PUT /api/updateprofile); the current password goes along when the e-mail changes. On success
 * the account store takes the server's copy; on failure nothing changes here and the error names its field.
 */
export async function updateProfile(values: UpdateProfileValues): Promise<SessionProfile> {
  const profile = signedInProfile();
  let answer: Awaited<ReturnType<typeof putUpdateProfile>>;
  try {
    answer = await putUpdateProfile({
      custid: profile.Id,
      firstname: values.FirstName.trim(),
      surname: values.LastName.trim(),
      phone: values.Phone,
      dialingcode: tenantDialingCode(values.DialingCode),
      email: values.Email.trim(),
      smsmailinglist: values.SmsMailingList,
      emailmailinglist: values.EmailMailingList,
      ...(values.CurrentPassword ? { currentpasswordhash: values.CurrentPassword } : {}),
    });
  } catch (error) {
    throw formCallError(error, profileFields);
  }
  const updated: SessionProfile = {
    ...profile,
    Email: answer.Email || values.Email.trim(),
    FirstName: answer.FirstName,
    LastName: answer.LastName,
    Phone: answer.Phone,
    DialingCode: tenantDialingCode(answer.DialingCode),
    SmsMailingList: answer.SmsMailingList,
    EmailMailingList: answer.EmailMailingList,
  };
  sessionState.profile = updated;
  return updated;
}

/** Changes the password given the old one (docs/behaviour/common.md#password rules checked by the dialog); answers the server's message. */
export async function changePassword(values: UpdatePasswordValues): Promise<string> {
  const profile = signedInProfile();
  try {
    const answer = await putChangePassword({
      custid: profile.Id,
      oldpasswordhash: values.OldPassword,
      passwordhash: values.Password.trim(),
    });
    return answer.Message || 'Your password has been changed.';
  } catch (error) {
    throw formCallError(error, passwordFields);
  }
}

/** What a reset link's save came to: the new password is set, or the server's message (a used or expired link). */
export type SavePasswordOutcome = { ok: true; message: string } | { ok: false; message: string; linkRefused: boolean };

/**
 * Whether a refusal is the reset link's own: the server words it in the page's language (its catalogue and this
 * one hold the same words, which a server test checks), else in the spec's en-GB.
 */
function isResetLinkRefusal(message: string): boolean {
  return (
    message === RESET_LINK_INVALID ||
    message === t`This password reset link is invalid or has expired. Please ask for a new one.`
  );
}

/** Sets a new password through a reset link (PUT /api/savepassword). */
export async function saveResetPassword(id: number, code: string, password: string): Promise<SavePasswordOutcome> {
  try {
    const answer = await putSavePassword({ id, code, passwordhash: password.trim() });
    return { ok: true, message: answer.Message || 'Your password has been changed.' };
  } catch (error) {
    // Only the link's own refusal (used, expired or unknown) ends the form; a refused password (too common, too
    // short) is the passenger's to change, with the same link.
    const linkRefused =
      isApiError(error) &&
      ((error.kind === 'business' && isResetLinkRefusal(error.serverMessage)) ||
        (error.status === 400 && /^(id|code):/.test(error.serverMessage)));
    return { ok: false, message: formCallError(error, passwordFields).message, linkRefused };
  }
}

/** Signs the account out on every device (and stops its shared trip links), then forgets it here too. */
export async function signOutEverywhere(): Promise<void> {
  try {
    await postSignOutEverywhere();
  } catch (error) {
    throw new Error(userMessage(error));
  }
  completeSignOut();
}
