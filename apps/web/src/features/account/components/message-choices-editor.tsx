import { MESSAGE_CHANNELS_OF, MESSAGE_KIND_HINTS, MESSAGE_KIND_LABELS, MESSAGE_KINDS } from '@cabkit/domain/messages';
import { Button } from '@cabkit/ui/Button';
import { Checkbox } from '@cabkit/ui/Checkbox';
import { useState } from 'react';
import { userMessage } from '../../../api/errors';
import { t } from '@lingui/core/macro';
import { i18n, useLanguage } from '../../../i18n/language';
import { putMessageChoices } from '../api/message-preferences';
import * as css from './account.css';
import { CHANNEL_LABELS } from './message-channel-labels';
import * as own from './message-choices.css';

/** Props of the message choices editor. */
export interface MessageChoicesEditorProps {
  open: boolean;
  customerId: number;
  /** The choices as stored. */
  choices: readonly string[];
  /** Called with what the server stored, and its message. */
  onSaved: (choices: string[], message: string) => void;
  onCancel: () => void;
}

/**
 * The checkboxes of the profile's "Messages" card: one group per kind, e-mail and text (texts only where the kind can
 * go by text); saved as a whole list. Loaded when the visitor asks to change their choices.
 */
export function MessageChoicesEditor({ customerId, choices: stored, onSaved, onCancel }: MessageChoicesEditorProps) {
  useLanguage();
  const [choices, setChoices] = useState(() => new Set(stored));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');

  const toggle = (choice: string, on: boolean) => {
    setChoices((current) => {
      const next = new Set(current);
      if (on) next.add(choice);
      else next.delete(choice);
      return next;
    });
  };

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      const answer = await putMessageChoices(customerId, [...choices]);
      onSaved(answer.Choices, answer.Message);
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <ul className={own.list}>
        {MESSAGE_KINDS.map((kind) => (
          <li key={kind} className={own.row}>
            <fieldset className={own.fieldset}>
              <legend className={own.legend}>{MESSAGE_KIND_LABELS[kind]}</legend>
              <p className={own.hint}>{MESSAGE_KIND_HINTS[kind]}</p>
              <div className={own.channels}>
                {MESSAGE_CHANNELS_OF[kind].map((channel) => {
                  const choice = `${kind}:${channel}`;
                  return (
                    <Checkbox key={choice} isSelected={choices.has(choice)} onChange={(on) => toggle(choice, on)}>
                      {i18n._(CHANNEL_LABELS[channel])}
                    </Checkbox>
                  );
                })}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      {error && <p role="alert">{error}</p>}
      <div className={css.actions}>
        <Button onPress={save} isPending={saving}>
          {t`Save message choices`}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </>
  );
}
