import { PageLayout } from '@cabkit/ui/PageLayout';
import { Button } from '@cabkit/ui/Button';
import { UpdatePasswordDialog, type UpdatePasswordValues } from '@cabkit/ui/dialogs';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormCallError } from '../../../api/field-errors';
import { paths } from '../../../app/paths';
import { useLanguage } from '../../../i18n/language';
import { changePassword } from '../state/account';
import * as css from './account.css';

/** The change-password page (docs/behaviour/account.md#change-password changepassword): the Update Password dialog, old password first (docs/behaviour/common.md#password). */
export function ChangePassword() {
  useLanguage();
  const [open, setOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof UpdatePasswordValues, string>>>({});
  const [notice, setNotice] = useState('');
  return (
    <PageLayout title={t`Change password`} width="reading">
      <section className={css.card} aria-label={t`Password`}>
        <p>
          {t`Choose a new password of 6 to 20 characters. You will need your current password. Other devices signed in to your account are signed out.`}
        </p>
        <div className={css.actions}>
          <Button
            onPress={() => {
              setNotice('');
              setFieldErrors({});
              setOpen(true);
            }}
          >
            {t`Change password`}
          </Button>
          <Link to={paths.profile()}>{t`Back to my account`}</Link>
        </div>
      </section>
      <p role="status">{notice}</p>
      <UpdatePasswordDialog
        key={open ? 'open' : 'closed'}
        open={open}
        onOpenChange={setOpen}
        errors={fieldErrors}
        words={{
          title: t`Change Password`,
          currentPassword: t`Current password`,
          newPassword: t`New password`,
          confirmPassword: t`Confirm password`,
          save: t`Save`,
        }}
        onSubmit={async (values) => {
          setFieldErrors({});
          let message: string;
          try {
            message = await changePassword(values);
          } catch (error) {
            if (error instanceof FormCallError && error.field) {
              setFieldErrors({ [error.field]: error.message });
              throw new Error('');
            }
            throw error;
          }
          setOpen(false);
          setNotice(message);
        }}
      />
    </PageLayout>
  );
}
