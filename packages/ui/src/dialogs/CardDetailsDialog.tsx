import {
  type CardBilling,
  createPayment,
  formatMoney,
  type GatewayKind,
  parseExpiryInput,
  type StripeElementsState,
  type ValidationResult,
  validateCardPayment,
  validateExpiryInput,
} from '@cabkit/domain';
import { type SavedCardSummary, savedCardLabel } from '@cabkit/domain/payment';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Countdown } from '../Countdown/Countdown';
import { CountrySelect, countryOptions } from '../CountrySelect/CountrySelect';
import { Choice, ChoiceGroup } from '../parts/ChoiceGroup';
import { fillIn } from '../parts/fill';
import { useSay } from '../parts/words';
import { CardCvcField, CardExpiryField, CardNumberField, PostcodeField } from '../TextField/fields';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogForm, SheetFooter } from './Dialog';
import * as styles from './Dialog.css';
import { ErrorSummary } from './ErrorSummary';
import { useDialogForm } from './useDialogForm';

/** Values of the card form (names as the domain's Payment). */
export interface CardDetailsValues {
  /** Name on card. */
  Name: string;
  /** Card number, digits only. */
  CardNumber: string;
  /** Expiry month "1"-"12" (or "01"-"12" as typed). */
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
  /** The saved card to pay with (its id as text); empty for a new card. */
  SavedCardId: string;
  /** Keep this new card for next time ("Save this card for next time", off by default). */
  SaveCard: boolean;
}

/** A saved card the sheet offers: the server's id, and what it shows of the card. */
export interface SavedCardOption extends SavedCardSummary {
  id: number;
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
  /** Gives the quote more time (a requote): "Extend time" on the countdown in its last two minutes. */
  onExtendTime?: () => Promise<void> | void;
  /** PayPal button, when PayPal is enabled. */
  paypalButton?: ReactNode;
  /** The signed-in customer's saved cards: offered first (the newest chosen), with "Use a new card". */
  savedCards?: readonly SavedCardOption[];
  /** Offer "Save this card for next time" under a new card (a signed-in customer, a gateway that saves cards). */
  offerSaveCard?: boolean;
  /** `other` (default): raw card fields; `stripe`: the Stripe card elements from `stripeCardFields`. */
  gateway?: GatewayKind;
  /**
   * The billing fields the gateway asks for, as the server reports it: `postcode` (default) shows the billing
   * postcode only, `address` the full address (postcode, lines, city, country), `none` nothing of ours.
   */
  billing?: CardBilling;
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

/** The typed MM/YY of remembered values (a declined payment keeps the expiry it was given). */
function expiryText(month: string | undefined, year: string | undefined): string {
  if (!month || !year || year.length !== 4) return '';
  return `${month.padStart(2, '0')}/${year.slice(2)}`;
}

/**
 * The card sheet's validation: card fields per gateway, the billing fields the gateway asks for (domain `validateCardPayment`,
 * docs/behaviour/payment.md#card-dialog); with `expiry`, the typed MM/YY decides the expiry's message (a half-typed
 * one is invalid, not missing).
 */
export function validateCardDetails(
  values: CardDetailsValues,
  gateway: GatewayKind,
  now: Date,
  stripe?: StripeElementsState,
  expiry?: string,
  billing: CardBilling = 'postcode',
): ValidationResult {
  const result = validateCardPayment(createPayment(values), gateway, now, stripe, billing);
  if (result.ok || gateway === 'stripe' || expiry === undefined) return result;
  const message = validateExpiryInput(expiry, now);
  return {
    ...result,
    errors: result.errors.map((error) => (error.field === 'Expiry' && message ? { ...error, message } : error)),
  };
}

/** The form's own values: the card values plus the expiry as typed. */
type CardFormValues = CardDetailsValues & { Expiry: string };

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
    onExtendTime,
    paypalButton,
    savedCards = [],
    offerSaveCard = false,
    gateway = 'other',
    billing = 'postcode',
    stripeCardFields,
    stripeState,
    isBusy,
    defaultValues,
    errors,
    formError,
  } = props;
  const cardValues = ({ Expiry, ...values }: CardFormValues): CardDetailsValues => {
    const { month, year } = parseExpiryInput(Expiry, now);
    return gateway === 'stripe' ? values : { ...values, ExpiryMonth: month, ExpiryYear: year };
  };
  const form = useDialogForm<CardFormValues>({
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
      SavedCardId: defaultValues?.SavedCardId ?? (savedCards[0] ? String(savedCards[0].id) : ''),
      SaveCard: defaultValues?.SaveCard ?? false,
      Expiry: expiryText(defaultValues?.ExpiryMonth, defaultValues?.ExpiryYear),
    },
    // A saved card needs nothing typed: the gateway holds the card (and asks no CVC for it).
    validate: (values) =>
      values.SavedCardId
        ? { ok: true, errors: [] }
        : validateCardDetails(cardValues(values), gateway, now, stripeState, values.Expiry, billing),
    onSubmit: (values) => onSubmit(cardValues(values)),
    clearOnFailure: ['CVC'],
    isBusy,
    errors,
    formError,
  });
  const text = (
    name: 'Name' | 'PostalCode' | 'AddressLine1' | 'AddressLine2' | 'City' | 'CardNumber' | 'CVC' | 'Expiry',
  ) => ({
    name,
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
    validate: form.validatorFor(name),
    errorMessage: form.errorFor(name),
  });
  // Saved cards that arrive after the sheet opened are offered first, unless a new card is being typed already.
  const firstSaved = savedCards[0] ? String(savedCards[0].id) : '';
  const typing = form.values.CardNumber !== '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only newly offered cards move the choice.
  useEffect(() => {
    if (firstSaved && !typing) form.setValue('SavedCardId', firstSaved);
  }, [firstSaved]);
  useEffect(() => {
    onBusyChange(form.busy);
    return () => onBusyChange(false);
  }, [form.busy, onBusyChange]);
  // The amount is formatted once, in the page's language, and read the same on the button and in the total.
  const { locale } = useLocale();
  const total = formatMoney(amount, { locale, currency: currencyCode });
  const say = useSay();
  // Address line 2 and a country other than the default fold away; open when they hold something to show.
  const moreOpen =
    form.values.AddressLine2 !== '' || form.values.CountryCode !== 'GB' || Boolean(form.errorFor('Country'));
  return (
    <DialogForm onSubmit={form.submit} aria-label={say('Card Details')}>
      <p className={styles.payTotal}>
        <span>
          {say('Total')} <strong className={styles.payAmount}>{total}</strong>
        </span>
        {bookingReference ? (
          <span className={styles.smallPrint}>
            {say('Booking reference')} {bookingReference}
          </span>
        ) : null}
      </p>
      {secondsLeft !== undefined ? <Countdown secondsLeft={secondsLeft} onExtend={onExtendTime} /> : null}
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      {paypalButton ? (
        <>
          <div className={styles.body}>{paypalButton}</div>
          <p className={styles.divider}>{say('or pay by card')}</p>
        </>
      ) : null}
      {savedCards.length > 0 ? (
        <ChoiceGroup
          label={say('Pay with')}
          name="SavedCardId"
          values={[...savedCards.map((card) => String(card.id)), '']}
          value={form.values.SavedCardId}
          onChange={(id) => form.setValue('SavedCardId', id)}
          className={styles.savedCards}
        >
          {savedCards.map((card) => {
            const label = savedCardLabel(card);
            return (
              <Choice key={card.id} value={String(card.id)} className={styles.savedCard}>
                <span className={styles.savedCardName}>{label.name}</span>
                <span className={styles.smallPrint}>{label.expiry}</span>
              </Choice>
            );
          })}
          <Choice value="" className={styles.savedCard}>
            <span className={styles.savedCardName}>{say('Use a new card')}</span>
          </Choice>
        </ChoiceGroup>
      ) : null}
      {form.values.SavedCardId ? null : (
        <>
          {gateway === 'stripe' ? (
            <>
              {stripeCardFields}
              <TextField label={say('Name on card')} autoComplete="cc-name" {...text('Name')} />
            </>
          ) : (
            <>
              <TextField
                label={say('Name on card')}
                autoComplete="cc-name"
                autoFocus={savedCards.length === 0}
                {...text('Name')}
              />
              <CardNumberField label={say('Card number')} {...text('CardNumber')} />
              <div className={styles.pair}>
                <div data-field="Expiry">
                  <CardExpiryField label={say('Expiry date')} {...text('Expiry')} />
                </div>
                <CardCvcField label={say('CVC')} cardNumber={form.values.CardNumber} {...text('CVC')} />
              </div>
            </>
          )}
          {billing === 'postcode' ? <PostcodeField label={say('Postal code')} {...text('PostalCode')} /> : null}
          {billing === 'address' ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{say('Billing address')}</legend>
              <PostcodeField label={say('Postal code')} {...text('PostalCode')} />
              <TextField label={say('Address line 1')} autoComplete="address-line1" {...text('AddressLine1')} />
              <TextField label={say('City')} autoComplete="address-level2" {...text('City')} />
              <details className={styles.more} open={moreOpen || undefined}>
                <summary className={styles.moreSummary}>
                  {fillIn(say('Address line 2 and country ({country})'), {
                    country: form.values.Country || say('none'),
                  })}
                </summary>
                <div className={styles.more}>
                  <TextField
                    label={say('Address line 2')}
                    autoComplete="address-line2"
                    isRequired={false}
                    {...text('AddressLine2')}
                  />
                  <CountrySelect
                    label={say('Country')}
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
                </div>
              </details>
            </fieldset>
          ) : null}
          {offerSaveCard ? (
            <Checkbox isSelected={form.values.SaveCard} onChange={(on) => form.setValue('SaveCard', on)}>
              {say('Save this card for next time')}
            </Checkbox>
          ) : null}
        </>
      )}
      <SheetFooter>
        <div className={styles.sheetPrimary}>
          <Button type="submit" isPending={form.busy}>
            {form.busy ? say('Processing') : fillIn(say('Pay {total}'), { total })}
          </Button>
        </div>
        {/* While paying Cancel stays focusable and looks the same (focus never drops out of the dialog); it is
            marked unavailable and ignores presses, and Pay's status region has announced "Processing". */}
        <Button
          variant="secondary"
          aria-disabled={form.busy || undefined}
          onPress={() => {
            if (!form.busy) onOpenChange(false);
          }}
        >
          {say('Cancel')}
        </Button>
      </SheetFooter>
    </DialogForm>
  );
}

/**
 * "Card Details" (docs/behaviour/payment.md#card-dialog) as a payment sheet: a bottom sheet on a phone, a centred
 * dialog above it. Total, booking reference and the quote's countdown (quiet until its last two minutes, then
 * "Extend time"); wallets first (PayPal, or the Stripe elements' Apple Pay / Google Pay), then name on card,
 * card number with its brand, MM/YY, CVC and the billing fields the gateway asks for (`billing`: the postcode
 * only, or the full address with address line 2 and country folded, default United Kingdom). "Pay £54.69" and Cancel stay in the sheet's
 * footer. A failed payment clears the CVC only. While paying it cannot be dismissed (Escape, an outside click and
 * Cancel do nothing), so a payment is never left running behind a closed dialog.
 */
export function CardDetailsDialog(props: CardDetailsDialogProps) {
  const { open, onOpenChange, isBusy = false } = props;
  const [paying, setPaying] = useState(false);
  const busy = isBusy || paying;
  const say = useSay();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || !busy) onOpenChange(next);
      }}
      title={say('Card Details')}
      size="medium"
      sheet
      isDismissable={!busy}
    >
      <CardDetailsForm {...props} onBusyChange={setPaying} />
    </Dialog>
  );
}
