import { PageLayout } from '@cabkit/ui/PageLayout';
import { Button } from '@cabkit/ui/Button';
import { t } from '@lingui/core/macro';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import { openForgotPassword, openSignIn, sessionState } from '../../../state/session';
import * as css from './account.css';

/**
 * The confirm-password page (docs/behaviour/common.md#password confirmpassword). The spec names the screen and its title only, and the server
 * has no call behind it, so it is where a password change lands: it confirms the new password with the server's
 * message and offers to sign in with it. Opened directly, it says how to set a password and offers the reset link.
 */
export function ConfirmPassword() {
  useLanguage();
  const location = useLocation();
  const { profile } = useSnapshot(sessionState);
  const message = (location.state as { passwordMessage?: unknown } | null)?.passwordMessage;
  return (
    <PageLayout title={t`Confirm password`} width="reading">
      <section className={css.card} aria-label={t`Password`}>
        {typeof message === 'string' && message ? (
          <p role="status">{message}</p>
        ) : (
          <p>{t`To set a new password, ask for a reset link by e-mail and follow it; you can then sign in with it.`}</p>
        )}
        <div className={css.actions}>
          {profile ? (
            <Link to={paths.profile()}>{t`Go to my account`}</Link>
          ) : (
            <Button onPress={() => openSignIn(null)}>{t`Sign in`}</Button>
          )}
          {!(typeof message === 'string' && message) && !profile && (
            <Button variant="secondary" onPress={() => openForgotPassword('')}>
              {t`Forgot password?`}
            </Button>
          )}
        </div>
      </section>
    </PageLayout>
  );
}
