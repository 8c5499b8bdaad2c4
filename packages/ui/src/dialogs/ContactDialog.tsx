import {
  type ContactContext,
  type ContactFields,
  type CustomerFields,
  copyCustomerDetails,
  copyMyDetails,
  copyMyDetailsToCustomer,
  createContact,
  createCustomer,
  defaultContactTab,
  type ProfileDetails,
  validateContact,
} from '@cabkit/domain';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { useSay } from '../parts/words';
import { Checkbox } from '../Checkbox/Checkbox';
import { PhoneField } from '../PhoneField/PhoneField';
import { Tabs } from '../Tabs/Tabs';
import { EmailField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { DialogActions, DialogForm, formDialog } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import type { FormDialogProps } from './dialogProps';

/** What the contact dialog submits. */
export interface ContactDialogValues {
  /** The main passenger. */
  contact: ContactFields;
  /** The booker's customer (bookers only). */
  customer?: CustomerFields;
}

/** Props of `ContactDialog`. */
export interface ContactDialogProps extends Omit<FormDialogProps<ContactDialogValues>, 'errors'> {
  /** The user is a booker: Customer and Main Passenger tabs, customer required. */
  isBooker?: boolean;
  /** The user is signed in (no "Already a member?" link; "use my details" offered with a profile). */
  isSignedIn?: boolean;
  /** Guests may book (their email is then required). */
  allowGuests?: boolean;
  /** The signed-in profile, for the "use my details" copies. */
  profile?: ProfileDetails;
  /** Starting passenger contact. */
  defaultContact?: Partial<ContactFields>;
  /** Starting customer. */
  defaultCustomer?: Partial<CustomerFields>;
  /** Opens sign-in ("Already a member? SignIn"). */
  onSignIn?: () => void;
}

type Tab = 'customer' | 'passenger';

const pick = <T extends object>(source: Partial<T> | undefined, base: T): T => ({ ...base, ...source });

function ContactForm({
  onSubmit,
  onOpenChange,
  isBooker = false,
  isSignedIn = false,
  allowGuests = true,
  profile,
  defaultContact,
  defaultCustomer,
  onSignIn,
  isBusy = false,
  formError,
}: ContactDialogProps) {
  const blankContact = createContact();
  const blankCustomer = createCustomer();
  const say = useSay();
  const [tab, setTab] = useState<Tab>(defaultContactTab(isBooker));
  const [contact, setContact] = useState<ContactFields>(() =>
    pick(defaultContact, {
      FirstName: blankContact.FirstName,
      LastName: blankContact.LastName,
      Phone: blankContact.Phone,
      DialingCode: blankContact.DialingCode,
      Email: blankContact.Email,
    }),
  );
  const [customer, setCustomer] = useState<CustomerFields>(() =>
    pick(defaultCustomer, {
      OurRef: blankCustomer.OurRef,
      FirstName: blankCustomer.FirstName,
      LastName: blankCustomer.LastName,
      Phone: blankCustomer.Phone,
      DialingCode: blankCustomer.DialingCode,
      Email: blankCustomer.Email,
    }),
  );
  const [useMyDetails, setUseMyDetails] = useState(false);
  const [useCustomerDetails, setUseCustomerDetails] = useState(false);
  const [useMyDetailsForCustomer, setUseMyDetailsForCustomer] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const busy = isBusy || pending;

  // A booker edits contact details even when signed in; a signed-in non-booker's contact is locked to the profile.
  const context: ContactContext = { isSignedIn, isBooker, allowGuests };
  const check = () =>
    validateContact(
      { ...createContact(), ...contact },
      context,
      isBooker ? { ...createCustomer(), ...customer } : undefined,
    );
  const result = check();
  const errorFor = (field: string) =>
    submitted && !result.ok ? result.errors.find((e) => e.field === field)?.message : undefined;
  const validatorFor =
    (
      field: string,
      patch: (value: string) => { contact?: Partial<ContactFields>; customer?: Partial<CustomerFields> },
    ) =>
    (value: string) => {
      const next = patch(value);
      const outcome = validateContact(
        { ...createContact(), ...contact, ...next.contact },
        context,
        isBooker ? { ...createCustomer(), ...customer, ...next.customer } : undefined,
      );
      return outcome.ok ? undefined : outcome.errors.find((e) => e.field === field)?.message;
    };

  const updateCustomer = (patch: Partial<CustomerFields>) => {
    const next = { ...customer, ...patch };
    setCustomer(next);
    // Editing the customer while "use customer details" is ticked keeps the passenger in step (docs/behaviour/people.md#contact-copies).
    if (useCustomerDetails) setContact((current) => copyCustomerDetails(current, next));
  };
  const updateContact = (patch: Partial<ContactFields>) => setContact((current) => ({ ...current, ...patch }));

  const submit = async () => {
    if (busy) return;
    setSubmitted(true);
    setFailure(undefined);
    const outcome = check();
    if (!outcome.ok) {
      if (outcome.tab) setTab(outcome.tab);
      setAttempt((n) => n + 1);
      return;
    }
    setPending(true);
    try {
      await onSubmit({ contact, customer: isBooker ? customer : undefined });
    } catch (reason) {
      setFailure(reason instanceof Error && reason.message ? reason.message : undefined);
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  };

  const summary = [
    ...((formError ?? failure) ? [{ message: (formError ?? failure) as string }] : []),
    ...(submitted && !result.ok
      ? result.errors
          .filter((e) => (tab === 'customer') === e.field.startsWith('Customer.'))
          .map((e) => ({ field: e.field, message: e.message }))
      : []),
  ];

  /**
   * Name, phone and email of the passenger (`contact`) or the customer: the same boxes, named and checked on their
   * own side ("Customer." before the customer's field names).
   */
  const personFields = (
    who: 'contact' | 'customer',
    { locked, emailRequired }: { locked: boolean; emailRequired: boolean },
  ) => {
    const values = who === 'contact' ? contact : customer;
    const update = who === 'contact' ? updateContact : updateCustomer;
    const prefix = who === 'contact' ? '' : 'Customer.';
    const field = (name: 'FirstName' | 'LastName' | 'Phone' | 'Email') => ({
      name: `${prefix}${name}`,
      isReadOnly: locked,
      value: values[name],
      onChange: (value: string) => update({ [name]: value }),
      validate: validatorFor(`${prefix}${name}`, (v) => ({ [who]: { [name]: v } })),
      errorMessage: errorFor(`${prefix}${name}`),
    });
    const { validate: validatePhone, ...phone } = field('Phone');
    // The passenger's own name fills from the browser; a customer's is someone else's.
    const own = who === 'contact';
    return (
      <>
        <div className={styles.row}>
          <TextField label={say('First name')} autoComplete={own ? 'given-name' : undefined} {...field('FirstName')} />
          <TextField
            label={say('Last name')}
            autoComplete={own ? 'family-name' : undefined}
            isRequired={false}
            {...field('LastName')}
          />
        </div>
        <PhoneField
          label={say('Phone')}
          {...phone}
          dialingCode={values.DialingCode}
          onDialingCodeChange={(code) => update({ DialingCode: code })}
          validate={(value) => validatePhone(value)}
        />
        <EmailField label={say('Email')} isRequired={emailRequired} {...field('Email')} />
      </>
    );
  };

  const passengerLocked = isSignedIn && !isBooker;
  const passenger = (
    <>
      {profile && isSignedIn ? (
        <Checkbox
          name="UseMyDetails"
          isSelected={useMyDetails}
          onChange={(checked) => {
            setUseMyDetails(checked);
            if (checked) {
              setUseCustomerDetails(false);
              setContact((current) => copyMyDetails(current, profile));
            }
          }}
        >
          {say('Use my details')}
        </Checkbox>
      ) : null}
      {isBooker ? (
        <Checkbox
          name="UseCustomerDetails"
          isSelected={useCustomerDetails}
          onChange={(checked) => {
            setUseCustomerDetails(checked);
            if (checked) {
              setUseMyDetails(false);
              setContact((current) => copyCustomerDetails(current, customer));
            }
          }}
        >
          {say('Use customer details')}
        </Checkbox>
      ) : null}
      {personFields('contact', { locked: passengerLocked, emailRequired: !isSignedIn && allowGuests })}
    </>
  );

  const customerFields = (
    <>
      {profile ? (
        <Checkbox
          name="UseMyDetailsForCustomer"
          isSelected={useMyDetailsForCustomer}
          onChange={(checked) => {
            setUseMyDetailsForCustomer(checked);
            if (checked) updateCustomer(copyMyDetailsToCustomer(customer, profile));
          }}
        >
          {say('Use my details for customer')}
        </Checkbox>
      ) : null}
      <TextField
        label={say('Our reference')}
        name="Customer.OurRef"
        isRequired={false}
        value={customer.OurRef}
        onChange={(value) => updateCustomer({ OurRef: value })}
        validate={validatorFor('Customer.OurRef', (v) => ({ customer: { OurRef: v } }))}
        errorMessage={errorFor('Customer.OurRef')}
      />
      {personFields('customer', { locked: false, emailRequired: false })}
    </>
  );

  return (
    <DialogForm onSubmit={submit}>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {isBooker ? (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <Tabs.List aria-label={say('Contact details')}>
            <Tabs.Trigger value="customer">{say('Customer')}</Tabs.Trigger>
            <Tabs.Trigger value="passenger">{say('Main Passenger')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="customer" className={styles.body}>
            {customerFields}
          </Tabs.Content>
          <Tabs.Content value="passenger" className={styles.body}>
            {passenger}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <section aria-label={say('Main Passenger')} className={styles.body}>
          {passenger}
        </section>
      )}
      {!isSignedIn && onSignIn ? (
        <p className={styles.linkLine}>
          {say('Already a member?')}
          <Button variant="link" onPress={onSignIn}>
            {say('SignIn')}
          </Button>
        </p>
      ) : null}
      <DialogActions>
        <Button type="submit" isPending={busy}>
          {busy ? say('Processing') : say('OK')}
        </Button>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {say('Cancel')}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

/**
 * Contact (docs/behaviour/people.md#contact-dialog): Customer and Main Passenger tabs for bookers (customer first), only Main Passenger
 * otherwise; "Use my details", "Use customer details" and "Use my details for customer" copy details; "Already a
 * member? SignIn" when signed out; a failed check shows the tab holding the invalid part.
 */
export const ContactDialog = formDialog(ContactForm, (say) => say('Contact details'), { name: 'ContactDialog' });
