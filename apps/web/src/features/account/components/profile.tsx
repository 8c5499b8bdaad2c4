import { PageLayout } from '@cabkit/ui/PageLayout';
import { Button } from '@cabkit/ui/Button';
import type { UpdateProfileValues } from '@cabkit/ui/dialogs';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FormCallError } from '../../../api/field-errors';
import { paths } from '../../../app/paths';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import { type SessionProfile, sessionState } from '../../../state/session';
import { useLanguage } from '../../../i18n/language';
import { signOutEverywhere, updateProfile } from '../state/account';
import * as css from './account.css';
import { MessageChoices } from './message-choices';
import { SavedCards } from './saved-cards';
import { configState, tenantDialingCode } from '../../../state/config';

// The dialog (with the phone number rules and the country list) loads when it is about to open.
const UpdateProfileDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.UpdateProfileDialog));
const ConfirmDialog = lazyDialog(() => import('@cabkit/ui/dialogs').then((m) => m.ConfirmDialog));

function yesNo(value: boolean): string {
  return value ? t`Yes` : t`No`;
}

/** The profile as the Update Profile dialog's starting values. */
function profileValues(profile: SessionProfile): UpdateProfileValues {
  return {
    FirstName: profile.FirstName,
    LastName: profile.LastName,
    Email: profile.Email,
    Phone: profile.Phone,
    // Saved without a code: the dialog starts at the tenant's (it is given that code too).
    DialingCode: profile.DialingCode,
    SmsMailingList: profile.SmsMailingList,
    EmailMailingList: profile.EmailMailingList,
  };
}

/** The profile page (docs/behaviour/account.md#profile profile, menu "My account"): the account's details and the Update Profile dialog. */
export function Profile() {
  useLanguage();
  const { profile } = useSnapshot(sessionState);
  const { dialingCode: tenantCode } = useSnapshot(configState);
  const [open, setOpen] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof UpdateProfileValues, string>>>({});
  const [notice, setNotice] = useState('');
  const [confirmEverywhere, setConfirmEverywhere] = useState(false);
  if (!profile) return null;
  return (
    <PageLayout title={t`My account`} width="reading">
      <section className={css.card} aria-labelledby="profile-details">
        <h2 id="profile-details">{t`Your details`}</h2>
        <dl className={css.details}>
          <dt className={css.term}>{t`Name`}</dt>
          <dd className={css.value}>{`${profile.FirstName} ${profile.LastName}`.trim()}</dd>
          <dt className={css.term}>{t`Email`}</dt>
          <dd className={css.value}>{profile.Email}</dd>
          <dt className={css.term}>{t`Phone`}</dt>
          <dd className={css.value}>{`${tenantDialingCode(profile.DialingCode, tenantCode)} ${profile.Phone}`}</dd>
          <dt className={css.term}>{t`Offers by SMS`}</dt>
          <dd className={css.value}>{yesNo(profile.SmsMailingList)}</dd>
          <dt className={css.term}>{t`Offers by email`}</dt>
          <dd className={css.value}>{yesNo(profile.EmailMailingList)}</dd>
          {profile.BookerId > 0 && (
            <>
              <dt className={css.term}>{t`Account`}</dt>
              <dd className={css.value}>{t`Corporate booker`}</dd>
            </>
          )}
        </dl>
        <div className={css.actions}>
          <Button
            {...preloadOnIntent(UpdateProfileDialog)}
            onPress={() => {
              setNotice('');
              setFieldErrors({});
              setOpen(true);
            }}
          >
            {t`Update profile`}
          </Button>
          <Link to={paths.changepassword()}>{t`Change password`}</Link>
        </div>
      </section>
      <MessageChoices
        customerId={profile.Id}
        phone={profile.Phone}
        dialingCode={tenantDialingCode(profile.DialingCode, tenantCode)}
      />
      {profile.BookerId > 0 ? null : <SavedCards />}
      <section className={css.card} aria-labelledby="profile-devices">
        <h2 id="profile-devices">{t`Signed-in devices`}</h2>
        <p>
          {t`Lost a phone, or signed in on a shared computer? Sign out everywhere: every trip link you shared stops too.`}
        </p>
        <div className={css.actions}>
          <Button variant="secondary" {...preloadOnIntent(ConfirmDialog)} onPress={() => setConfirmEverywhere(true)}>
            {t`Sign out on every device`}
          </Button>
        </div>
      </section>
      <ConfirmDialog
        open={confirmEverywhere}
        onOpenChange={setConfirmEverywhere}
        title={t`Sign out on every device`}
        content={t`You will be signed out here and on every other device, and every trip link you shared will stop working.`}
        okLabel={t`Sign out everywhere`}
        cancelLabel={t`Cancel`}
        onConfirm={signOutEverywhere}
      />
      <p role="status">{notice}</p>
      <UpdateProfileDialog
        key={open ? 'open' : 'closed'}
        open={open}
        onOpenChange={setOpen}
        defaultValues={profileValues(profile as SessionProfile)}
        dialingCode={tenantCode}
        errors={fieldErrors}
        onSubmit={async (values) => {
          setFieldErrors({});
          try {
            await updateProfile(values);
          } catch (error) {
            if (error instanceof FormCallError && error.field) {
              setFieldErrors({ [error.field]: error.message });
              // The message shows on its field (and in the summary's link to it), not twice.
              throw new Error('');
            }
            throw error;
          }
          setOpen(false);
          setNotice(t`Your profile has been updated.`);
        }}
      />
    </PageLayout>
  );
}
