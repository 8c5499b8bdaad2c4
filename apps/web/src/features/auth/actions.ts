import type { SignInValues, SignUpValues } from '@cabkit/ui/dialogs';
import { userMessage } from '../../api/errors';
import { configState, tenantDialingCode } from '../../state/config';
import { authUiState, completeSignIn, completeSignOut, type SessionProfile } from '../../state/session';
import { type ProfileAnswer, postResetPassword, postSignIn, postSignOut, postSignUp } from './api';

function profileFrom(answer: ProfileAnswer): SessionProfile {
  return {
    Id: answer.Id,
    BookerId: answer.BookerId,
    Email: answer.Email,
    FirstName: answer.FirstName,
    LastName: answer.LastName,
    Phone: answer.Phone,
    DialingCode: tenantDialingCode(answer.DialingCode),
    SmsMailingList: answer.SmsMailingList,
    EmailMailingList: answer.EmailMailingList,
  };
}

/** Runs an account call with the dialog busy; a failure rejects with the docs/behaviour/common.md#response-codes text (Code 0 generic, else the server's). */
async function busyCall<T>(run: () => Promise<T>): Promise<T> {
  authUiState.busy = true;
  authUiState.error = '';
  try {
    return await run();
  } catch (error) {
    throw new Error(userMessage(error));
  } finally {
    authUiState.busy = false;
  }
}

/** docs/behaviour/people.md#post-sign-in: after sign-in the address book loads (My Places loads with it, off the booking's first screen). */
function loadAddressBook(): void {
  void import('../places').then((places) => places.loadPlaces(true));
}

/** Signs in; on Code 1 stores the profile (remembered or not) and broadcasts sign-in-complete (docs/behaviour/people.md#sign-in). */
export async function signIn(values: SignInValues): Promise<void> {
  const answer = await busyCall(() =>
    postSignIn({ email: values.Email.trim(), passwordhash: values.Password, rememberme: values.RememberMe }),
  );
  completeSignIn(profileFrom(answer), values.RememberMe);
  loadAddressBook();
}

/** Signs up; on Code 1 the new account is signed in and always remembered (docs/behaviour/people.md#sign-up). */
export async function signUp(values: SignUpValues): Promise<void> {
  const answer = await busyCall(() =>
    postSignUp({
      email: values.Email.trim(),
      phone: values.Phone,
      firstname: values.Firstname.trim(),
      surname: values.Surname.trim(),
      dialingcode: tenantDialingCode(values.DialingCode),
      passwordhash: values.Password,
    }),
  );
  completeSignIn(profileFrom(answer), true, true);
  loadAddressBook();
}

/** Asks for a reset link; Code 1 closes the dialog and shows the "link sent" message titled Message (docs/behaviour/people.md#forgot-password). */
export async function requestPasswordReset(email: string): Promise<void> {
  await busyCall(() => postResetPassword({ email: email.trim(), custid: 0, source: configState.source }));
  Object.assign(authUiState, { dialog: 'resetSent', busy: false, error: '' });
}

/** Signs out on the server, then forgets the profile and broadcasts sign-out (docs/behaviour/people.md#sign-out). */
export async function signOut(): Promise<void> {
  await busyCall(() => postSignOut());
  completeSignOut();
}
