import { Button } from '@cabkit/ui/Button';
import { TextField } from '@cabkit/ui/TextField';
import { t } from '@lingui/core/macro';
import { useLanguage } from '../../../i18n/language';
import { alert } from '../../../lib/text.css';
import type { useBookingLookup } from '../state/use-booking-lookup';

/** What the lookup form shows and how its button stands on the page. */
export interface BookingLookupFormProps {
  /** The lookup's fields, error and submit, from `useBookingLookup`. */
  lookup: ReturnType<typeof useBookingLookup>;
  /** The form's layout class. */
  className: string;
  /** Where the reference is found, under its field. */
  codeDescription?: string;
  /** "Find booking" steps back to secondary once a booking is shown. */
  variant?: 'primary' | 'secondary';
  /** "Find booking" spans the form (a phone-first page); otherwise it keeps its own width. */
  fullWidth?: boolean;
}

/**
 * The booking lookup's form: the reference or code, the e-mail or phone given when booking, the one error line and
 * "Find booking". Booking info and Payment both ask with it, so the two pages word and check it the same way.
 */
export function BookingLookupForm({ lookup, className, codeDescription, variant, fullWidth }: BookingLookupFormProps) {
  useLanguage();
  const { code, setCode, contact, setContact, busy, error, find } = lookup;
  const submit = (
    <Button type="submit" variant={variant} isPending={busy} fullWidth={fullWidth}>
      {t`Find booking`}
    </Button>
  );
  return (
    <form className={className} onSubmit={find} noValidate aria-label={t`Find a booking`}>
      <TextField
        label={t`Booking reference or code`}
        description={codeDescription}
        value={code}
        onChange={setCode}
        isRequired
        autoComplete="off"
        isInvalid={error !== ''}
      />
      <TextField
        label={t`E-mail address or phone number`}
        description={t`The one given when booking. Not needed with the code from your ticket's link.`}
        value={contact}
        onChange={setContact}
        autoComplete="email"
      />
      {error && (
        <p role="alert" className={alert}>
          {error}
        </p>
      )}
      {fullWidth ? submit : <div>{submit}</div>}
    </form>
  );
}
