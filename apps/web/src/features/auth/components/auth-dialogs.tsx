import { PASSWORD_RESET_SENT_MESSAGE, SIGN_OUT_QUESTION, SIGN_OUT_TITLE } from '@cabkit/domain/errors';
import { sendsHomeWhenSignedOut } from '@cabkit/domain/wizard';
import { AlertDialog, ConfirmDialog, ForgotPasswordDialog, SignInDialog } from '@cabkit/ui/dialogs';
import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { returnToOf } from '../../../app/return-to';
import { useLanguage } from '../../../i18n/language';
import { configState } from '../../../state/config';
import { authUiState, closeAuthDialogs, openForgotPassword } from '../../../state/session';
import { requestPasswordReset, signIn, signOut, signUp } from '../actions';

/**
 * The account dialogs, opened from the menu or the booking wizard through the session store: sign in / sign up
 * (sign-up first when configured), forgot password, the "link sent" message and the sign-out question (docs/behaviour/people.md#forgot-password).
 */
export function AuthDialogs() {
  useLanguage();
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
        dialingCode={config.dialingCode}
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
        words={{
          title: t`Welcome`,
          description: t`Sign in or create an account.`,
          tabs: t`Sign in or sign up`,
          signInTab: t`SIGN IN`,
          signUpTab: t`SIGN UP`,
          signInForm: t`Sign in`,
          signUpForm: t`Sign up`,
          email: t`Email`,
          password: t`Password`,
          rememberMe: t`Remember me`,
          forgotPassword: t`Forgot password?`,
          processing: t`Processing`,
          firstName: t`First name`,
          surname: t`Surname`,
          phone: t`Phone`,
          confirmPassword: t`Confirm password`,
          agreeBefore: t`By signing up you agree to our`,
          privacyPolicy: t`privacy policy`,
          agreeBetween: t`and`,
          terms: t`terms`,
          agreeAfter: t`.`,
          opensInNewTab: t` (opens in a new tab)`,
        }}
      />
      <ForgotPasswordDialog
        open={ui.dialog === 'forgot'}
        onOpenChange={close}
        isBusy={ui.busy}
        defaultEmail={ui.forgotEmail}
        onSubmit={(values) => requestPasswordReset(values.Email)}
        title={t`Forgot password`}
        words={{
          description: t`Enter your email and we will send you a link to reset your password.`,
          email: t`Email`,
          ok: t`OK`,
          processing: t`Processing`,
        }}
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
