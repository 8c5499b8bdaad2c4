import { internationalNumber, isMobileNumber, MESSAGE_CHANNELS_OF, MESSAGE_KINDS } from '@cabkit/domain/messages';
import { Button } from '@cabkit/ui/Button';
import { SkeletonText } from '@cabkit/ui/Skeleton';
import { t } from '@lingui/core/macro';
import { Fragment, useEffect, useState } from 'react';
import { i18n, useLanguage } from '../../../i18n/language';
import { userMessage } from '../../../api/errors';
import { lazyDialog, preloadOnIntent } from '../../../lib/lazy-dialog';
import { getMessageChoices } from '../api/message-preferences';
import * as css from './account.css';
import { CHANNEL_LABELS, KIND_LABELS } from './message-channel-labels';

// The checkboxes load when the visitor asks to change their choices: the profile's first view only reads them.
const MessageChoicesEditor = lazyDialog(() => import('./message-choices-editor').then((m) => m.MessageChoicesEditor));

/** How one kind reaches the account, in words: "By email and text message", "Off". */
function channelsText(kind: (typeof MESSAGE_KINDS)[number], choices: readonly string[]): string {
  const on = MESSAGE_CHANNELS_OF[kind].filter((channel) => choices.includes(`${kind}:${channel}`));
  if (on.length === 0) return t`Off`;
  if (on.length > 1) return t`By email and text message`;
  const [only] = on;
  return only ? i18n._(CHANNEL_LABELS[only]) : t`Off`;
}

/**
 * The profile's "Messages" card: which booking messages the account receives, by e-mail and by text, read when the
 * profile shows, with "Change message choices" opening the checkboxes.
 */
export function MessageChoices({
  customerId,
  phone,
  dialingCode,
}: {
  customerId: number;
  /** The account's phone as stored, and its dialling code: texts need a mobile number. */
  phone: string;
  dialingCode: string;
}) {
  useLanguage();
  const canText = isMobileNumber(internationalNumber(phone, dialingCode));
  const [choices, setChoices] = useState<string[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    let live = true;
    getMessageChoices(customerId).then(
      (answer) => live && setChoices(answer.Choices),
      (failure: unknown) => live && setLoadError(userMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [customerId]);

  return (
    <section className={css.card} aria-labelledby="profile-messages">
      <h2 id="profile-messages">{t`Messages about your bookings`}</h2>
      <p>
        {canText
          ? t`Choose what we tell you about your bookings, and how. Texts go to your phone number.`
          : t`Choose what we tell you about your bookings. Your phone number cannot take texts: update your profile with a mobile number to get them.`}
      </p>
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !choices ? (
        <SkeletonText lines={6} />
      ) : editing ? (
        <MessageChoicesEditor
          open={editing}
          customerId={customerId}
          choices={choices}
          onSaved={(saved, message) => {
            setChoices(saved);
            setEditing(false);
            setNotice(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className={css.details}>
            {MESSAGE_KINDS.map((kind) => (
              <Fragment key={kind}>
                <dt className={css.term}>{i18n._(KIND_LABELS[kind])}</dt>
                <dd className={css.value}>{channelsText(kind, choices)}</dd>
              </Fragment>
            ))}
          </dl>
          <div className={css.actions}>
            <Button
              variant="secondary"
              {...preloadOnIntent(MessageChoicesEditor)}
              onPress={() => {
                setNotice('');
                setEditing(true);
              }}
            >
              {t`Change message choices`}
            </Button>
          </div>
        </>
      )}
      <p role="status">{notice}</p>
    </section>
  );
}
