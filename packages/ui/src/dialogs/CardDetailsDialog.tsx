import {
  createPayment,
  expiryMonthOptions,
  expiryYearOptions,
  type GatewayKind,
  type StripeElementsState,
  validateCardPayment,
} from '@cabkit/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { Countdown } from '../Countdown/Countdown';
import { CountrySelect, countryOptions } from '../CountrySelect/CountrySelect';
import { Price } from '../Price/Price';
import { Select } from '../Select/Select';
import { CardCvcField, CardNumberField, PostcodeField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogActions, DialogForm } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';

/** Values of the card form (names as the domain's Payment). */
export interface CardDetailsValues {
  /** Name on card. */
  Name: string;
  /** Card number, digits only. */
  CardNumber: string;
  /** Expiry month "1"-"12". */
  ExpiryMonth: string;
  /** Expiry year, four digits. */
  ExpiryYear: string;
  /** Security code. */
  CVC: string;
  /** Billing country code (ISO, default GB). */
  CountryCode: string;
  /** Billing country name. */
  Country: string;
  /** Billing postal code. */
  PostalCode: string;
  /** Address line 1. */
  AddressLine1: string;
  /** Address line 2 (optional). */
  AddressLine2: string;
  /** City. */
  City: string;
}

/** Props of `CardDetailsDialog`. */
export interface CardDetailsDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with false to close (Cancel, Escape, outside click); never while paying. */
  onOpenChange: (open: boolean) => void;
  /** Pays; a rejection clears the CVC and shows its message (docs/behaviour/payment.md#payment-failure). */
  onSubmit: (values: CardDetailsValues) => Promise<void> | void;
  /** The current time: expiry years run from this year to this year + 50, and past expiries are invalid. */
  now: Date;
  /** Total price. */
  amount: number;
  /** Currency (default GBP). */
  currencyCode?: string;
  /** Booking reference, when the booking exists (payment retry). */
  bookingReference?: string;
  /** Seconds left on the quote: shows the time-remaining countdown (the caller ticks it from its clock). */
  secondsLeft?: number;
  /** PayPal button, when PayPal is enabled. */
  paypalButton?: ReactNode;
  /** `other` (default): raw card fields; `stripe`: the Stripe card elements from `stripeCardFields`. */
  gateway?: GatewayKind;
  /** The Stripe card-number, expiry and CVC elements (gateway `stripe`). */
  stripeCardFields?: ReactNode;
  /** The Stripe elements' states, for their messages (gateway `stripe`). */
  stripeState?: StripeElementsState;
  /** Paying: the button shows "Processing" and the dialog cannot be dismissed. */
  isBusy?: boolean;
  /** Starting values (e.g. the billing address remembered from the last payment). */
  defaultValues?: Partial<CardDetailsValues>;
  /** Errors from outside, by field. */
  errors?: Partial<Record<string, string>>;
  /** A form-wide error from outside. */
  formError?: string;
}

/** The expiry months '01' to '12', each chosen by its number ("1" to "12"). */
const MONTHS = expiryMonthOptions().map((label) => ({ id: String(Number(label)), label }));

/** The card dialog's validation: billing always, card fields per gateway (domain `validateCardPayment`, docs/behaviour/payment.md#card-dialog). */
export function validateCardDetails(
  values: CardDetailsValues,
  gateway: GatewayKind,
  now: Date,
  stripe?: StripeElementsState,
) {
  return validateCardPayment(createPayment(values), gateway, now, stripe);
}

/** What the form needs beyond the dialog's props: the dialog owns dismissal, so the form reports when it is busy. */
interface CardDetailsFormProps extends CardDetailsDialogProps {
  /** Called with true while paying (`onSubmit` running or `isBusy`), false otherwise. */
  onBusyChange: (busy: boolean) => void;
}

function CardDetailsForm(props: CardDetailsFormProps) {
  const {
    onSubmit,
    onOpenChange,
    onBusyChange,
    now,
    amount,
    currencyCode = 'GBP',
    bookingReference,
    secondsLeft,
    paypalButton,
    gateway = 'other',
    stripeCardFields,
    stripeState,
    isBusy,
    defaultValues,
    errors,
    formError,
  } = props;
  const form = useDialogForm<CardDetailsValues>({
    initialValues: {
      Name: '',
      CardNumber: '',
      ExpiryMonth: '',
      ExpiryYear: '',
      CVC: '',
      CountryCode: 'GB',
      Country: 'United Kingdom',
      PostalCode: '',
      AddressLine1: '',
      AddressLine2: '',
      City: '',
      ...defaultValues,
    },
    validate: (values) => validateCardDetails(values, gateway, now, stripeState),
    onSubmit,
    clearOnFailure: ['CVC'],
    isBusy,
    errors,
    formError,
  });
  const text = (name: 'Name' | 'PostalCode' | 'AddressLine1' | 'AddressLine2' | 'City' | 'CardNumber' | 'CVC') => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    validate: form.validatorFor(name),
    errorMessage: form.errorFor(name),
  });
  useEffect(() => {
    onBusyChange(form.busy);
    return () => onBusyChange(false);
  }, [form.busy, onBusyChange]);
  const years = expiryYearOptions(now).map(String);
  const expiryError = form.errorFor('Expiry');
  return (
    <DialogForm onSubmit={form.submit} aria-label="Card Details">
      <dl className={styles.summaryList}>
        <dt className={styles.summaryTerm}>Total</dt>
        <dd className={styles.summaryValue}>
          <Price amount={amount} currencyCode={currencyCode} size="large" />
        </dd>
        {bookingReference ? (
          <>
            <dt className={styles.summaryTerm}>Booking reference</dt>
            <dd className={styles.summaryValue}>{bookingReference}</dd>
          </>
        ) : null}
      </dl>
      {secondsLeft !== undefined ? <Countdown secondsLeft={secondsLeft} /> : null}
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <TextField label="Name on card" autoComplete="cc-name" autoFocus {...text('Name')} />
      {gateway === 'stripe' ? (
        stripeCardFields
      ) : (
        <>
          <CardNumberField label="Card number" {...text('CardNumber')} />
          <div className={styles.row}>
            <fieldset data-field="Expiry" className={styles.fieldset}>
              <legend className={styles.legend}>Expiry date</legend>
              <div className={styles.row}>
                <Select
                  label="Expiry month"
                  name="ExpiryMonth"
                  placeholder="MM"
                  items={MONTHS}
                  isRequired
                  value={form.values.ExpiryMonth || null}
                  onChange={(id) => form.setValue('ExpiryMonth', id ?? '')}
                  errorMessage={expiryError}
                  autoComplete="cc-exp-month"
                />
                <Select
                  label="Expiry year"
                  name="ExpiryYear"
                  placeholder="YYYY"
                  items={years}
                  isRequired
                  value={form.values.ExpiryYear || null}
                  onChange={(id) => form.setValue('ExpiryYear', id ?? '')}
                  isInvalid={Boolean(expiryError)}
                  autoComplete="cc-exp-year"
                />
              </div>
            </fieldset>
            <CardCvcField label="CVC" cardNumber={form.values.CardNumber} {...text('CVC')} />
          </div>
        </>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Billing address</legend>
        <CountrySelect
          label="Country"
          name="Country"
          isRequired
          value={form.values.CountryCode}
          onChange={(id, option) =>
            form.setValues({
              CountryCode: id ?? '',
              Country: option?.label ?? countryOptions.find((c) => c.id === id)?.label ?? '',
            })
          }
          errorMessage={form.errorFor('Country')}
        />
        <PostcodeField label="Postal code" {...text('PostalCode')} />
        <TextField label="Address line 1" autoComplete="address-line1" {...text('AddressLine1')} />
        <TextField label="Address line 2" autoComplete="address-line2" isRequired={false} {...text('AddressLine2')} />
        <TextField label="City" autoComplete="address-level2" {...text('City')} />
      </fieldset>
      <DialogActions>
        <Button type="submit" isPending={form.busy}>
          {form.busy ? 'Processing' : 'Pay now'}
        </Button>
        {/* While paying Cancel stays focusable and looks the same (focus never drops out of the dialog); it is
            marked unavailable and ignores presses, and Pay now's status region has announced "Processing". */}
        <Button
          variant="secondary"
          aria-disabled={form.busy || undefined}
          onPress={() => {
            if (!form.busy) onOpenChange(false);
          }}
        >
          Cancel
        </Button>
      </DialogActions>
      {paypalButton ? <div className={styles.body}>{paypalButton}</div> : null}
    </DialogForm>
  );
}

/**
 * "Card Details" (docs/behaviour/payment.md#card-dialog): name on card, card number, expiry month and year (this year + 50), CVC, billing address
 * (country, postal code, address line, optional line 2, city), total, countdown, booking reference, Pay now /
 * Cancel, optional PayPal button. A failed payment clears the CVC. While paying it cannot be dismissed (Escape, an
 * outside click and Cancel do nothing), so a payment is never left running behind a closed dialog.
 */
export function CardDetailsDialog(props: CardDetailsDialogProps) {
  const { open, onOpenChange, isBusy = false } = props;
  const [paying, setPaying] = useState(false);
  const busy = isBusy || paying;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !busy) onOpenChange(next);
      }}
      title="Card Details"
      size="large"
      isDismissable={!busy}
    >
      <CardDetailsForm {...props} onBusyChange={setPaying} />
    </Dialog>
  );
}
