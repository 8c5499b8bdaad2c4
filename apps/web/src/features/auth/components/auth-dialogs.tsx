import { PASSWORD_RESET_SENT_MESSAGE, SIGN_OUT_QUESTION, SIGN_OUT_TITLE } from '@cabkit/domain/errors';
import { sendsHomeWhenSignedOut } from '@cabkit/domain/wizard';
import { AlertDialog, ConfirmDialog, ForgotPasswordDialog, SignInDialog } from '@cabkit/ui/dialogs';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { returnToOf } from '../../../app/return-to';
import { configState } from '../../../state/config';
import { authUiState, closeAuthDialogs, openForgotPassword } from '../../../state/session';
import { requestPasswordReset, signIn, signOut, signUp } from '../actions';

/**
 * The account dialogs, opened from the menu or the booking wizard through the session store: sign in / sign up
 * (sign-up first when configured), forgot password, the "link sent" message and the sign-out question (docs/behaviour/people.md#forgot-password).
 */
export function AuthDialogs() {
  const ui = useSnapshot(authUiState);
  const config = useSnapshot(configState);
  const navigate = useNavigate();
  const location = useLocation();
  const close = (open: boolean) => {
    if (!open) closeAuthDialogs();
  };
  return (
    <>
      <SignInDialog
        open={ui.dialog === 'signin'}
        onOpenChange={close}
        showSignupFirst={config.showSignupFirst}
        isBusy={ui.busy}
        onSignIn={async (values) => {
          const target = authUiState.target;
          await signIn(values);
          // Sent home from an account page while signed out: back to it (the booking resumes itself otherwise).
          const returnTo = returnToOf(location.state);
          if (!target && returnTo) navigate(returnTo, { replace: true });
        }}
        onSignUp={async (values) => {
          const target = authUiState.target;
          await signUp(values);
          // Sign-up goes on to the pending target (the booking resumes itself), else the dashboard (docs/behaviour/people.md#sign-up).
          if (!target) navigate(returnToOf(location.state) ?? paths.dashboard());
        }}
        onForgotPassword={(email) => openForgotPassword(email)}
      />
      <ForgotPasswordDialog
        open={ui.dialog === 'forgot'}
        onOpenChange={close}
        isBusy={ui.busy}
        defaultEmail={ui.forgotEmail}
        onSubmit={(values) => requestPasswordReset(values.Email)}
      />
      <AlertDialog
        open={ui.dialog === 'resetSent'}
        onOpenChange={close}
        kind="message"
        message={PASSWORD_RESET_SENT_MESSAGE}
      />
      <ConfirmDialog
        open={ui.dialog === 'signout'}
        onOpenChange={close}
        title={SIGN_OUT_TITLE}
        content={SIGN_OUT_QUESTION}
        onConfirm={async () => {
          await signOut();
          if (sendsHomeWhenSignedOut(location.pathname)) navigate(paths.home());
        }}
      />
    </>
  );
}
