import { i18n, useLanguage } from '../../../i18n/language';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { validateEmail, validatePhone, validateText } from '@cabkit/domain/validation';
import { Button } from '@cabkit/ui/Button';
import { PhoneField } from '@cabkit/ui/PhoneField';
import { Tabs } from '@cabkit/ui/Tabs';
import { TextField } from '@cabkit/ui/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { configState, tenantDialingCode } from '../../../state/config';
import { isSignedIn, profileName, sessionState } from '../../../state/session';
import { sendComment } from '../api/send-comment';
import * as css from './content.css';

/** The enquiry types of docs/behaviour/people.md#contact-us, each its own form. */
const enquiryTypes = ['General Enquiry', 'Lost/Found property', 'Complaint'] as const;

/** Each enquiry type's name on its tab, in the active language (the type itself is sent as the spec names it). */
const enquiryNames: Record<(typeof enquiryTypes)[number], MessageDescriptor> = {
  'General Enquiry': msg`General Enquiry`,
  'Lost/Found property': msg`Lost/Found property`,
  Complaint: msg`Complaint`,
};

/** One enquiry type. */
export type EnquiryType = (typeof enquiryTypes)[number];

/** What a contact form holds. */
export interface Values {
  name: string;
  phone: string;
  dialingCode: string;
  email: string;
  subject: string;
  message: string;
}

/** The contact details the three forms share (typed once, kept when the visitor switches tabs). */
type ContactDetails = Pick<Values, 'name' | 'phone' | 'dialingCode' | 'email'>;
/** What each form holds of its own. */
type EnquiryText = Pick<Values, 'subject' | 'message'>;

/** Field messages of a contact form (docs/behaviour/people.md#contact-us): name, phone, email and message required; subject optional. */
function contactFormErrors(values: Values): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    name: validateText(values.name, 'Name'),
    phone: validatePhone(values.phone, 'Phone', values.dialingCode),
    email: validateEmail(values.email, 'Email'),
    subject: validateText(values.subject, 'Subject', { required: false }),
    message: validateText(values.message, 'Message', { maxLength: 4000 }),
  };
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** A form's state that outlives its tab panel (Radix unmounts a hidden panel). */
interface FormState {
  showErrors: boolean;
  outcome: { ok: boolean; message: string } | null;
}

/**
 * One contact form: posts /api/comment with its enquiry type, shows the server's answer, keeps the text on a
 * failure. Its values and state are held by the caller, so switching tabs loses nothing.
 */
function ContactForm({
  enquiryType,
  values,
  onChange,
  state,
  onStateChange,
}: {
  enquiryType: EnquiryType;
  values: Values;
  onChange: (change: Partial<Values>) => void;
  state: FormState;
  onStateChange: (change: Partial<FormState>) => void;
}) {
  const config = useSnapshot(configState);
  const session = useSnapshot(sessionState);
  const profile = isSignedIn(session) ? session.profile : null;
  const [sending, setSending] = useState(false);
  const { showErrors, outcome } = state;
  const errors = showErrors ? contactFormErrors(values) : {};
  const set = (field: keyof Values) => (value: string) => onChange({ [field]: value });
  // Each box's name (what a failed submit focuses), value, change and error, by its field.
  const bind = (field: Exclude<keyof Values, 'dialingCode'>) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    errorMessage: errors[field],
  });
  const setShowErrors = (show: boolean) => onStateChange({ showErrors: show });
  const setOutcome = (next: FormState['outcome']) => onStateChange({ outcome: next });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setOutcome(null);
    const problems = contactFormErrors(values);
    if (Object.keys(problems).length > 0) {
      const first = Object.keys(problems)[0];
      (event.currentTarget as HTMLFormElement).querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      const message = await sendComment({
        name: values.name.trim(),
        phone: `${values.dialingCode}${values.phone}`,
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        enqtype: enquiryType,
        source: config.source || 1,
        custid: profile?.Id ?? 0,
      });
      onStateChange({ outcome: { ok: true, message }, showErrors: false });
      onChange({ subject: '', message: '' });
    } catch (error) {
      setOutcome({ ok: false, message: userMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={i18n._(enquiryNames[enquiryType])}>
      <TextField label={t`Name`} {...bind('name')} autoComplete="name" />
      <PhoneField
        label={t`Phone`}
        {...bind('phone')}
        dialingCode={values.dialingCode}
        onDialingCodeChange={set('dialingCode')}
      />
      <TextField label={t`Email`} {...bind('email')} type="email" autoComplete="email" />
      <TextField label={t`Subject`} {...bind('subject')} isRequired={false} />
      <TextField label={t`Message`} {...bind('message')} isMultiline rows={6} maxLength={4000} />
      <div role={outcome?.ok === false ? 'alert' : 'status'}>
        {outcome && <p className={outcome.ok ? css.notice : css.errorNotice}>{outcome.message}</p>}
      </div>
      <Button type="submit" isPending={sending} pendingLabel={t`Sending`}>
        {t`Send`}
      </Button>
    </form>
  );
}

/** A tab's value: ids are built from it, so no spaces or slashes. */
function tabValue(type: EnquiryType): string {
  return type.toLowerCase().replace(/[^a-z]+/g, '-');
}

const emptyText = (): Record<EnquiryType, EnquiryText> =>
  Object.fromEntries(enquiryTypes.map((type) => [type, { subject: '', message: '' }])) as Record<
    EnquiryType,
    EnquiryText
  >;
const freshStates = (): Record<EnquiryType, FormState> =>
  Object.fromEntries(enquiryTypes.map((type) => [type, { showErrors: false, outcome: null }])) as Record<
    EnquiryType,
    FormState
  >;

/**
 * The three contact forms of docs/behaviour/people.md#contact-us as tabs: General Enquiry, Lost/Found property,
 * Complaint. The contact details are typed once for all three; each keeps its own subject and message, so
 * switching tabs loses nothing.
 */
export function ContactForms({ initial }: { initial?: EnquiryType }) {
  useLanguage();
  const session = useSnapshot(sessionState);
  const profile = isSignedIn(session) ? session.profile : null;
  const [details, setDetails] = useState<ContactDetails>(() => ({
    name: profile ? profileName(profile) : '',
    phone: profile?.Phone ?? '',
    dialingCode: tenantDialingCode(profile?.DialingCode),
    email: profile?.Email ?? '',
  }));
  // A server-rendered page restores the account only after it hydrates (docs/decisions/0012-first-view-in-html.md):
  // fill the details then, never over anything already typed.
  const profileId = profile?.Id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the signed-in account changes
  useEffect(() => {
    if (!profile) return;
    setDetails((d) =>
      d.name || d.phone || d.email
        ? d
        : {
            name: profileName(profile),
            phone: profile.Phone ?? '',
            dialingCode: profile.DialingCode || d.dialingCode,
            email: profile.Email ?? '',
          },
    );
  }, [profileId]);
  const [texts, setTexts] = useState(emptyText);
  const [states, setStates] = useState(freshStates);
  const change = (type: EnquiryType) => (change: Partial<Values>) => {
    const { subject, message, ...rest } = change;
    if (Object.keys(rest).length > 0) setDetails((d) => ({ ...d, ...rest }));
    if (subject !== undefined || message !== undefined) {
      setTexts((t) => ({
        ...t,
        [type]: { subject: subject ?? t[type].subject, message: message ?? t[type].message },
      }));
    }
  };
  return (
    <Tabs.Root defaultValue={tabValue(initial ?? enquiryTypes[0])}>
      <Tabs.List aria-label={t`Enquiry type`}>
        {enquiryTypes.map((type) => (
          <Tabs.Trigger key={type} value={tabValue(type)}>
            {i18n._(enquiryNames[type])}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {enquiryTypes.map((type) => (
        <Tabs.Content key={type} value={tabValue(type)}>
          <ContactForm
            enquiryType={type}
            values={{ ...details, ...texts[type] }}
            onChange={change(type)}
            state={states[type]}
            onStateChange={(next) => setStates((s) => ({ ...s, [type]: { ...s[type], ...next } }))}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
