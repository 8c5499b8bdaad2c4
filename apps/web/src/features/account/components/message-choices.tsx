import {
  internationalNumber,
  isMobileNumber,
  MESSAGE_CHANNELS_OF,
  MESSAGE_KIND_HINTS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  type MessageChannel,
  type MessageKind,
} from '@cabkit/domain/messages';
import { Button } from '@cabkit/ui/Button';
import { Checkbox } from '@cabkit/ui/Checkbox';
import { SkeletonText } from '@cabkit/ui/Skeleton';
import { useEffect, useState } from 'react';
import { userMessage } from '../../../api/errors';
import { getMessageChoices, putMessageChoices } from '../api/message-preferences';
import * as css from './account.css';
import * as own from './message-choices.css';

const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'By email', sms: 'By text message' };

/**
 * The profile's "Messages" card: which booking messages the account receives, by e-mail and by text, one row per
 * kind (texts only where the kind can go by text). Loaded when the profile shows; saved as a whole list.
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
  const canText = isMobileNumber(internationalNumber(phone, dialingCode));
  const [choices, setChoices] = useState<Set<string> | null>(null);
  const [loadError, setLoadError] = useState('');
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    getMessageChoices(customerId).then(
      (answer) => live && setChoices(new Set(answer.Choices)),
      (failure: unknown) => live && setLoadError(userMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, [customerId]);

  const toggle = (choice: string, on: boolean) => {
    setNotice('');
    setChoices((current) => {
      const next = new Set(current);
      if (on) next.add(choice);
      else next.delete(choice);
      return next;
    });
  };

  const save = async () => {
    if (!choices) return;
    setSaving(true);
    setError('');
    setNotice('');
    try {
      const answer = await putMessageChoices(customerId, [...choices]);
      setChoices(new Set(answer.Choices));
      setNotice(answer.Message);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={css.card} aria-labelledby="profile-messages">
      <h2 id="profile-messages">Messages about your bookings</h2>
      <p>
        {canText
          ? 'Choose what we tell you about your bookings, and how. Texts go to your phone number.'
          : 'Choose what we tell you about your bookings. Your phone number cannot take texts: update your profile with a mobile number to get them.'}
      </p>
      {loadError ? (
        <p role="alert">{loadError}</p>
      ) : !choices ? (
        <SkeletonText lines={6} />
      ) : (
        <>
          <ul className={own.list}>
            {MESSAGE_KINDS.map((kind: MessageKind) => (
              <li key={kind} className={own.row}>
                <fieldset className={own.fieldset}>
                  <legend className={own.legend}>{MESSAGE_KIND_LABELS[kind]}</legend>
                  <p className={own.hint}>{MESSAGE_KIND_HINTS[kind]}</p>
                  <div className={own.channels}>
                    {MESSAGE_CHANNELS_OF[kind].map((channel) => {
                      const choice = `${kind}:${channel}`;
                      return (
                        <Checkbox key={choice} isSelected={choices.has(choice)} onChange={(on) => toggle(choice, on)}>
                          {CHANNEL_LABELS[channel]}
                        </Checkbox>
                      );
                    })}
                  </div>
                </fieldset>
              </li>
            ))}
          </ul>
          <div className={css.actions}>
            <Button onPress={save} isPending={saving}>
              Save message choices
            </Button>
          </div>
        </>
      )}
      {error && <p role="alert">{error}</p>}
      <p role="status">{notice}</p>
    </section>
  );
}
