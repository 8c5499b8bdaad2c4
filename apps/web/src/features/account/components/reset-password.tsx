import { PageLayout } from '@cabkit/ui/PageLayout';
import { validateConfirmPassword, validatePassword } from '@cabkit/domain';
import { toResult } from '@cabkit/domain';
import { Button } from '@cabkit/ui/Button';
import { ErrorSummary, useDialogForm } from '@cabkit/ui/dialogs';
import { ConfirmPasswordField, PasswordField } from '@cabkit/ui/TextField';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import { openForgotPassword, openSignIn } from '../../../state/session';
import { saveResetPassword } from '../state/account';
import * as css from './account.css';

interface NewPasswordValues {
  Password: string;
  ConfirmPassword: string;
}

/** The new password's rules (docs/behaviour/common.md#password): 6 to 20 characters, confirm must match. */
function validateNewPassword(values: NewPasswordValues) {
  return toResult([
    ['Password', validatePassword(values.Password, 'New password')],
    ['ConfirmPassword', validateConfirmPassword(values.Password, values.ConfirmPassword, 'Confirm password')],
  ]);
}

function AskForNewLink({ message }: { message: string }) {
  useLanguage();
  return (
    <section className={css.card} aria-label={t`Reset link`}>
      <p role="alert">{message}</p>
      <div className={css.actions}>
        <Button onPress={() => openForgotPassword('')}>{t`Ask for a new link`}</Button>
      </div>
    </section>
  );
}

/**
 * The reset-password page (docs/behaviour/account.md#reset-password resetpassword/{id}/{code}): a new password from the e-mailed link, saved through
 * PUT /api/savepassword. A used, expired or unknown link shows the server's message and a way to ask for a new one
 * (the forgot-password dialog); success goes to the confirm-password page.
 */
export function ResetPassword({ id, code }: { id: string; code: string }) {
  useLanguage();
  const navigate = useNavigate();
  const [refused, setRefused] = useState('');
  const linkId = Number(id);
  const hasLink = Number.isInteger(linkId) && linkId > 0 && code !== '';
  const form = useDialogForm<NewPasswordValues>({
    initialValues: { Password: '', ConfirmPassword: '' },
    validate: validateNewPassword,
    clearOnFailure: ['Password', 'ConfirmPassword'],
    onSubmit: async (values) => {
      const outcome = await saveResetPassword(linkId, code, values.Password);
      if (outcome.ok) {
        navigate(paths.confirmpassword(), { replace: true, state: { passwordMessage: outcome.message } });
        return;
      }
      if (outcome.linkRefused) {
        setRefused(outcome.message);
        return;
      }
      throw new Error(outcome.message);
    },
  });
  const field = (name: keyof NewPasswordValues) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    validate: form.validatorFor(name),
    errorMessage: form.errorFor(name),
  });
  return (
    <PageLayout title={t`Reset password`} width="reading">
      {!hasLink ? (
        <AskForNewLink message={t`To reset your password, ask for a link by e-mail and open it here.`} />
      ) : refused ? (
        <AskForNewLink message={refused} />
      ) : (
        <section className={css.card} aria-label={t`Choose a new password`}>
          <p>{t`Choose a new password of 6 to 20 characters.`}</p>
          <form
            className={css.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit();
            }}
          >
            <ErrorSummary errors={form.summary} focusKey={form.attempt} />
            <PasswordField label={t`New password`} autoComplete="new-password" {...field('Password')} />
            <ConfirmPasswordField
              label={t`Confirm password`}
              password={form.values.Password}
              {...field('ConfirmPassword')}
            />
            <div className={css.actions}>
              <Button type="submit" isPending={form.busy}>
                {form.busy ? t`Processing` : t`Save password`}
              </Button>
              <Button variant="link" onPress={() => openSignIn(null)}>
                {t`Sign in instead`}
              </Button>
            </div>
          </form>
        </section>
      )}
    </PageLayout>
  );
}
