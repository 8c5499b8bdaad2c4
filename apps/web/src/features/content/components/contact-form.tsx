import { validateEmail, validatePhone, validateText } from '@cabkit/domain/validation';
import { Button } from '@cabkit/ui/Button';
import { PhoneField } from '@cabkit/ui/PhoneField';
import { Tabs } from '@cabkit/ui/Tabs';
import { TextField } from '@cabkit/ui/TextField';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { userMessage } from '../../../api/errors';
import { configState } from '../../../state/config';
import { isSignedIn, profileName, sessionState } from '../../../state/session';
import { sendComment } from '../api/send-comment';
import * as css from './content.css';

/** The enquiry types of docs/behaviour/people.md#contact-us, each its own form. */
const enquiryTypes = ['General Enquiry', 'Lost/Found property', 'Complaint'] as const;

/** One enquiry type. */
export type EnquiryType = (typeof enquiryTypes)[number];

interface Values {
  name: string;
  phone: string;
  dialingCode: string;
  email: string;
  subject: string;
  message: string;
}

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

/** One contact form: posts /api/comment with its enquiry type, shows the server's answer, keeps the text on a failure. */
function ContactForm({ enquiryType }: { enquiryType: EnquiryType }) {
  const config = useSnapshot(configState);
  const session = useSnapshot(sessionState);
  const profile = isSignedIn(session) ? session.profile : null;
  const [values, setValues] = useState<Values>(() => ({
    name: profile ? profileName(profile) : '',
    phone: profile?.Phone ?? '',
    dialingCode: '+44',
    email: profile?.Email ?? '',
    subject: '',
    message: '',
  }));
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const errors = showErrors ? contactFormErrors(values) : {};
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

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
      setOutcome({ ok: true, message });
      setShowErrors(false);
      setValues((v) => ({ ...v, subject: '', message: '' }));
    } catch (error) {
      setOutcome({ ok: false, message: userMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={css.form} onSubmit={submit} noValidate aria-label={enquiryType}>
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        errorMessage={errors.name}
      />
      <PhoneField
        label="Phone"
        name="phone"
        value={values.phone}
        dialingCode={values.dialingCode}
        onDialingCodeChange={set('dialingCode')}
        onChange={set('phone')}
        errorMessage={errors.phone}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        errorMessage={errors.email}
      />
      <TextField
        label="Subject"
        name="subject"
        isRequired={false}
        value={values.subject}
        onChange={set('subject')}
        errorMessage={errors.subject}
      />
      <TextField
        label="Message"
        name="message"
        isMultiline
        rows={6}
        maxLength={4000}
        value={values.message}
        onChange={set('message')}
        errorMessage={errors.message}
      />
      <div role={outcome?.ok === false ? 'alert' : 'status'}>
        {outcome && <p className={outcome.ok ? css.notice : css.errorNotice}>{outcome.message}</p>}
      </div>
      <Button type="submit" isPending={sending} pendingLabel="Sending">
        Send
      </Button>
    </form>
  );
}

/** A tab's value: ids are built from it, so no spaces or slashes. */
function tabValue(type: EnquiryType): string {
  return type.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** The three contact forms of docs/behaviour/people.md#contact-us as tabs: General Enquiry, Lost/Found property, Complaint. */
export function ContactForms({ initial }: { initial?: EnquiryType }) {
  return (
    <Tabs.Root defaultValue={tabValue(initial ?? enquiryTypes[0])}>
      <Tabs.List aria-label="Enquiry type">
        {enquiryTypes.map((type) => (
          <Tabs.Trigger key={type} value={tabValue(type)}>
            {type}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {enquiryTypes.map((type) => (
        <Tabs.Content key={type} value={tabValue(type)}>
          <ContactForm enquiryType={type} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
