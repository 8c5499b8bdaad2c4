import { useLanguage } from '../../../i18n/language';
import { t } from '@lingui/core/macro';
import { Button } from '@cabkit/ui/Button';
import { Checkbox } from '@cabkit/ui/Checkbox';
import { ContactDialog, type ContactDialogValues } from '@cabkit/ui/dialogs';
import { PhoneField } from '@cabkit/ui/PhoneField';
import { ConfirmPasswordField, EmailField, PasswordField, TextField } from '@cabkit/ui/TextField';
import { useSnapshot } from 'valtio';
import { bookingState, setFieldError } from '../../../state/booking';
import { configState, tenantDialingCode } from '../../../state/config';
import { isBooker, isSignedIn, openSignIn, sessionState } from '../../../state/session';
import { setContact, setNote } from '../state/actions';
import { accountPasswordState, contactDialogState, contactFromParts, splitName } from '../state/people';
import * as css from './booking.css';

/** Step 3: who travels and how to reach them (docs/behaviour/people.md#step-gates), and a note to the driver. */
export function ContactSection() {
  useLanguage();
  const session = useSnapshot(sessionState);
  const booking = useSnapshot(bookingState);
  const signedIn = isSignedIn(session);
  return (
    <section className={css.section} aria-labelledby="contact-heading">
      <h2 id="contact-heading" className={css.sectionHeading}>
        {t`Your details`}
      </h2>
      {isBooker(session) ? <BookerContact /> : <PassengerFields locked={signedIn} />}
      {!signedIn && (
        <>
          <p className={css.muted}>
            {t`Already a member?`}{' '}
            <Button variant="link" onPress={() => openSignIn('editContact')}>
              {t`SignIn`}
            </Button>
          </p>
          <AccountFields />
        </>
      )}
      <TextField
        label={t`Note to driver`}
        isRequired={false}
        maxLength={255}
        value={booking.note}
        onChange={(value) => setNote(value)}
      />
    </section>
  );
}

/** The main passenger's name, phone (with dialing code) and e-mail; read-only for a signed-in customer (docs/behaviour/people.md#contact-validation). */
function PassengerFields({ locked }: { locked: boolean }) {
  const booking = useSnapshot(bookingState);
  const config = useSnapshot(configState);
  const { contact, errors } = booking;
  return (
    <div className={css.row}>
      <TextField
        label={t`Name`}
        name="name"
        autoComplete="name"
        isReadOnly={locked}
        value={contact.name}
        errorMessage={errors.name}
        onChange={(value) => setContact('name', value)}
      />
      <PhoneField
        label={t`Phone`}
        name="phone"
        isReadOnly={locked}
        value={contact.phone}
        dialingCode={tenantDialingCode(contact.dialingCode, config.dialingCode)}
        onDialingCodeChange={(code) => {
          if (locked) return;
          bookingState.contact.dialingCode = code;
          setFieldError('phone', undefined);
        }}
        errorMessage={errors.phone}
        onChange={(value) => setContact('phone', value)}
      />
      <EmailField
        label={t`Email`}
        name="email"
        isReadOnly={locked}
        isRequired={!locked && config.allowGuests}
        value={contact.email}
        errorMessage={errors.email}
        onChange={(value) => setContact('email', value)}
      />
    </div>
  );
}

/** A guest may create an account with the booking: a password (6-20 characters) and its confirmation (docs/behaviour/people.md#roles). */
function AccountFields() {
  const account = useSnapshot(accountPasswordState);
  const { errors } = useSnapshot(bookingState);
  return (
    <>
      <Checkbox
        name="createAccount"
        isSelected={account.createAccount}
        onChange={(checked) => {
          accountPasswordState.createAccount = checked;
          if (!checked) {
            Object.assign(accountPasswordState, { password: '', confirm: '' });
            setFieldError('password', undefined);
            setFieldError('confirmPassword', undefined);
          }
        }}
      >
        {t`Create an account with these details`}
      </Checkbox>
      {account.createAccount && (
        <div className={css.row}>
          <PasswordField
            label={t`Password`}
            name="password"
            autoComplete="new-password"
            value={account.password}
            errorMessage={errors.password}
            onChange={(value) => {
              accountPasswordState.password = value;
              setFieldError('password', undefined);
            }}
          />
          <ConfirmPasswordField
            label={t`Confirm password`}
            name="confirmPassword"
            password={account.password}
            value={account.confirm}
            errorMessage={errors.confirmPassword}
            onChange={(value) => {
              accountPasswordState.confirm = value;
              setFieldError('confirmPassword', undefined);
            }}
          />
        </div>
      )}
    </>
  );
}

function Details({ title, lines, errors }: { title: string; lines: string[]; errors: string[] }) {
  const shown = lines.filter((line) => line.trim() !== '');
  return (
    <div>
      <h3 className={css.sectionHeading}>{title}</h3>
      {shown.length > 0 ? (
        <p className={css.muted}>{shown.join(', ')}</p>
      ) : (
        <p className={css.muted}>{t`Not given yet.`}</p>
      )}
      {errors.map((message) => (
        <p key={message} className={css.fieldError}>
          {message}
        </p>
      ))}
    </div>
  );
}

/**
 * A booker books for a customer (docs/behaviour/people.md#contact-dialog): the Customer and the Main Passenger are shown here and edited in the
 * contact dialog (Customer and Main Passenger tabs, the "use ... details" copies), which opens when one is invalid.
 */
function BookerContact() {
  const booking = useSnapshot(bookingState);
  const session = useSnapshot(sessionState);
  const dialog = useSnapshot(contactDialogState);
  const { dialingCode: tenantCode } = useSnapshot(configState);
  const { contact, customer, errors } = booking;
  const profile = session.profile;
  const passenger = splitName(contact.name);
  const customerErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('customer.'))
    .map(([, message]) => t`Customer: ${message}`);
  const passengerErrors = ['name', 'phone', 'email']
    .map((key) => errors[key])
    .filter((message): message is string => Boolean(message))
    .map((message) => t`Main Passenger: ${message}`);

  const save = ({ contact: next, customer: nextCustomer }: ContactDialogValues) => {
    bookingState.contact = contactFromParts(next.FirstName, next.LastName, next.Phone, next.DialingCode, next.Email);
    if (nextCustomer) {
      bookingState.customer = {
        ourRef: nextCustomer.OurRef,
        firstName: nextCustomer.FirstName,
        lastName: nextCustomer.LastName,
        phone: nextCustomer.Phone,
        dialingCode: tenantDialingCode(nextCustomer.DialingCode),
        email: nextCustomer.Email,
      };
    }
    for (const key of Object.keys(bookingState.errors)) {
      if (key.startsWith('customer.') || key === 'name' || key === 'phone' || key === 'email') {
        delete bookingState.errors[key];
      }
    }
    contactDialogState.open = false;
  };

  return (
    <>
      <div className={css.row}>
        <Details
          title={t`Customer`}
          lines={[
            `${customer.firstName} ${customer.lastName}`.trim(),
            customer.phone ? `${tenantDialingCode(customer.dialingCode, tenantCode)} ${customer.phone}` : '',
            customer.email,
            customer.ourRef ? t`Our reference ${customer.ourRef}` : '',
          ]}
          errors={customerErrors}
        />
        <Details
          title={t`Main Passenger`}
          lines={[
            contact.name,
            contact.phone ? `${tenantDialingCode(contact.dialingCode, tenantCode)} ${contact.phone}` : '',
            contact.email,
          ]}
          errors={passengerErrors}
        />
      </div>
      <div>
        <Button
          variant="secondary"
          onPress={() => {
            contactDialogState.open = true;
          }}
        >
          {t`Edit contact details`}
        </Button>
      </div>
      {dialog.open && (
        // The dialog sits inside the wizard's form in the React tree: its submit must not also press Next.
        <div onSubmit={(event) => event.stopPropagation()}>
          <ContactDialog
            open
            onOpenChange={(open) => {
              contactDialogState.open = open;
            }}
            isBooker
            isSignedIn
            allowGuests={configState.allowGuests}
            profile={
              profile
                ? {
                    FirstName: profile.FirstName,
                    LastName: profile.LastName,
                    Phone: profile.Phone,
                    DialingCode: tenantDialingCode(profile.DialingCode),
                    Email: profile.Email,
                  }
                : undefined
            }
            defaultContact={{
              FirstName: passenger.firstName,
              LastName: passenger.lastName,
              Phone: contact.phone,
              DialingCode: tenantDialingCode(contact.dialingCode),
              Email: contact.email,
            }}
            defaultCustomer={{
              OurRef: customer.ourRef,
              FirstName: customer.firstName,
              LastName: customer.lastName,
              Phone: customer.phone,
              DialingCode: tenantDialingCode(customer.dialingCode),
              Email: customer.email,
            }}
            onSubmit={save}
          />
        </div>
      )}
    </>
  );
}
