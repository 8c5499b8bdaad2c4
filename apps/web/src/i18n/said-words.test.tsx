import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  BOOKING_CHANGE_CLOSED_MESSAGE,
  BOOKING_CHANGED_MESSAGE,
  bookingCancelledMessage,
  CANCELLED_BOOKING_PAYMENT_MESSAGE,
  CARD_PAYMENT_FAILED_MESSAGE,
  CHANGE_CARD_NEEDED_MESSAGE,
  CHANGE_NOT_PAID_MESSAGE,
  CHANGE_PAYPAL_NEEDED_MESSAGE,
  CHANGE_REPLACED_MESSAGE,
  CHANGED_MEANWHILE_MESSAGE,
  createPayment,
  DEFAULT_ERROR_MESSAGE,
  DIALOG_TITLES,
  FLIGHT_FINDER_AIRLINE_REQUIRED,
  FLIGHT_NUMBER_REQUIRED,
  JOURNEY_TITLES,
  NO_LONGER_CANCELLABLE_MESSAGE,
  NO_VEHICLE_FOUND_MESSAGE,
  NOTHING_CHANGED_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PAYMENT_INFORMATION_INVALID_MESSAGE,
  PAYMENT_PLEASE_WAIT,
  PAYMENT_PROCESSING_MESSAGE,
  QUOTATION_EXPIRED_TITLE,
  QUOTE_NOT_YOURS_MESSAGE,
  QUOTE_REQUIRED_MESSAGE,
  quotationExpiredMessage,
  RECEIPT_SENT_MESSAGE,
  RESET_LINK_INVALID,
  requiredMessage,
  SIGN_OUT_QUESTION,
  SIGN_OUT_TITLE,
  TOO_MANY_GUEST_BOOKINGS,
  validateCardPayment,
  validateCustomer,
} from '@cabkit/domain';
// The rules' own files for the messages the apps take only through a rule (the barrel lists what apps import).
import {
  ARRIVING_FROM_AIRPORT_REQUIRED,
  ARRIVING_FROM_REQUIRED,
  FLIGHT_DETAILS_TICK_MESSAGE,
  FLIGHT_FINDER_DATETIME_REQUIRED,
} from '../../../../packages/domain/src/errors/flight-messages';
import {
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
} from '../../../../packages/domain/src/errors/card-messages';
import {
  CHOOSE_RETURN_DATE_MESSAGE,
  cancelOfflineMessage,
  earliestPickupWarning,
  earliestReturnDateMessage,
  invalidMessage,
  OUTSIDE_SERVICE_AREA_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  passwordLengthMessage,
  passwordTooLongMessage,
  REPEATED_PLACE_MESSAGE,
  TRY_MORE_SPECIFIC_ADDRESS_MESSAGE,
} from '../../../../packages/domain/src/errors/messages';
import { FARE_UNCHANGED_TEXT } from '../../../../packages/domain/src/terms/change-messages';
import {
  DATE_RANGE_INVERTED,
  DATE_RANGE_NO_FROM,
  DATE_RANGE_NO_TO,
} from '../../../../packages/domain/src/validation/date-range';
import { CardDetailsDialog, ContactDialog } from '@cabkit/ui/dialogs';
import { StatusBadge } from '@cabkit/ui/StatusBadge';
import { UiWordsProvider } from '@cabkit/ui/words';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as arabic } from '../locales/ar/messages.po';
import { messages as english } from '../locales/en-GB/messages.po';
import { messages as french } from '../locales/fr/messages.po';
import { saidWords, translator, wrappedWords } from './said-words';
import { uiWords } from './ui-words';

afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

const inFrench = () => i18n.loadAndActivate({ locale: 'fr', messages: french });
const inWords = (children: ReactNode) => <UiWordsProvider value={uiWords()}>{children}</UiWordsProvider>;

/** Every en-GB text @cabkit/ui hands `say` as written (`say('Name on card')`). */
function uiSayings(folder = join(__dirname, '../../../../packages/ui/src')): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return uiSayings(path);
    if (!/\.tsx?$/.test(name) || /\.(test|stories)\.tsx?$/.test(name)) return [];
    return [...readFileSync(path, 'utf8').matchAll(/\bsay\((['"])((?:(?!\1).)+)\1/g)].map(
      (match) => match[2] as string,
    );
  });
}

/** The messages and field titles the rules of @cabkit/domain give, word for word as the spec has them. */
const ruleMessages = [
  ARRIVING_FROM_AIRPORT_REQUIRED,
  ARRIVING_FROM_REQUIRED,
  BOOKING_CHANGE_CLOSED_MESSAGE,
  BOOKING_CHANGED_MESSAGE,
  CANCELLED_BOOKING_PAYMENT_MESSAGE,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  CARD_PAYMENT_FAILED_MESSAGE,
  CHANGE_CARD_NEEDED_MESSAGE,
  CHANGE_NOT_PAID_MESSAGE,
  CHANGE_PAYPAL_NEEDED_MESSAGE,
  CHANGE_REPLACED_MESSAGE,
  CHANGED_MEANWHILE_MESSAGE,
  CHOOSE_RETURN_DATE_MESSAGE,
  DATE_RANGE_INVERTED,
  DATE_RANGE_NO_FROM,
  DATE_RANGE_NO_TO,
  DEFAULT_ERROR_MESSAGE,
  EXPIRY_INVALID,
  EXPIRY_REQUIRED,
  FARE_UNCHANGED_TEXT,
  FLIGHT_DETAILS_TICK_MESSAGE,
  FLIGHT_FINDER_AIRLINE_REQUIRED,
  FLIGHT_FINDER_DATETIME_REQUIRED,
  FLIGHT_NUMBER_REQUIRED,
  NO_LONGER_CANCELLABLE_MESSAGE,
  NO_VEHICLE_FOUND_MESSAGE,
  NOTHING_CHANGED_MESSAGE,
  OUTSIDE_SERVICE_AREA_MESSAGE,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PAYMENT_INFORMATION_INVALID_MESSAGE,
  PAYMENT_PLEASE_WAIT,
  PAYMENT_PROCESSING_MESSAGE,
  QUOTATION_EXPIRED_TITLE,
  QUOTE_NOT_YOURS_MESSAGE,
  QUOTE_REQUIRED_MESSAGE,
  RECEIPT_SENT_MESSAGE,
  REPEATED_PLACE_MESSAGE,
  RESET_LINK_INVALID,
  SIGN_OUT_QUESTION,
  SIGN_OUT_TITLE,
  TOO_MANY_GUEST_BOOKINGS,
  TRY_MORE_SPECIFIC_ADDRESS_MESSAGE,
  ...Object.values(DIALOG_TITLES),
  ...Object.values(JOURNEY_TITLES),
];

/** What the contact and card rules say of empty forms: their field titles inside '{title} is required'. */
const emptyFormMessages = [
  ...validateCustomer({} as Parameters<typeof validateCustomer>[0]).errors,
  ...validateCardPayment(createPayment({}), 'other', new Date(2026, 5, 1), undefined, 'address').errors,
].map((error) => error.message);

/** The rules' messages that wrap a value, as the domain words them. */
const ruleWrappers = [
  requiredMessage,
  invalidMessage,
  passwordLengthMessage,
  passwordTooLongMessage,
  earliestReturnDateMessage,
  earliestPickupWarning,
  cancelOfflineMessage,
  quotationExpiredMessage,
  bookingCancelledMessage,
];

describe('the words said by their en-GB text', () => {
  it('know every message and field title the rules give, as the domain words it', () => {
    const said = saidWords();
    expect(ruleMessages.filter((message) => !Object.hasOwn(said, message))).toEqual([]);
  });

  it("say the contact and card rules' messages in French, each field's title too", () => {
    expect(emptyFormMessages.length).toBeGreaterThan(3);
    inFrench();
    const say = translator();
    expect(emptyFormMessages.filter((message) => !say(message) || /[a-z] is /.test(say(message) ?? ''))).toEqual([]);
  });

  it("match each rule's message around a value as the domain words it", () => {
    const domain = ruleWrappers.map((message) => message('\u0000').split('\u0000'));
    expect(wrappedWords().map(([before, after]) => [before, after])).toEqual(domain);
    i18n.loadAndActivate({ locale: 'en-GB', messages: english });
    for (const message of ruleWrappers) expect(translator()(message('ZX81'))).toBe(message('ZX81'));
    inFrench();
    for (const message of ruleWrappers) expect(translator()(message('ZX81'))).not.toBe(message('ZX81'));
  });

  it("keep each rule's message and each title word for word in en-GB", () => {
    i18n.loadAndActivate({ locale: 'en-GB', messages: english });
    for (const [text, words] of Object.entries(saidWords())) expect(words).toBe(text);
    const say = translator();
    expect(say(requiredMessage('Name on card'))).toBe('Name on card is required');
    expect(say(cancelOfflineMessage('020 7946 0000'))).toBe(cancelOfflineMessage('020 7946 0000'));
  });

  it('know every text @cabkit/ui says', () => {
    const known = saidWords();
    const unknown = [...new Set(uiSayings())].filter((text) => !Object.hasOwn(known, text));
    expect(unknown).toEqual([]);
  });

  it("say a rule's message in French, its field's title too", () => {
    inFrench();
    const say = translator();
    expect(say(DEFAULT_ERROR_MESSAGE)).toBe('Une erreur s’est produite, veuillez réessayer.');
    expect(say(requiredMessage(JOURNEY_TITLES.PickUp))).toBe('Prise en charge est obligatoire');
    expect(say(passwordLengthMessage('Password'))).toBe('Mot de passe doit contenir au moins 6 caractères');
    expect(say(cancelOfflineMessage('020 7946 0000'))).toBe(
      'Les réservations ne peuvent pas être annulées en ligne. Veuillez nous appeler au 020 7946 0000.',
    );
    expect(say('A text no catalogue knows')).toBeUndefined();
    expect(say({ type: 'strong', props: {} })).toBeUndefined();
  });

  it('say them in Arabic', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    expect(translator()(requiredMessage('Name on card'))).toBe('الاسم على البطاقة مطلوب');
  });
});

describe("the booking flow's dialogs on a French page", () => {
  it('word the card sheet and its messages in French', async () => {
    inFrench();
    render(
      inWords(
        <CardDetailsDialog
          open
          onOpenChange={() => {}}
          onSubmit={() => {}}
          now={new Date(2026, 5, 1)}
          amount={54.69}
        />,
      ),
    );
    const sheet = screen.getByRole('dialog', { name: 'Détails de la carte' });
    expect(within(sheet).getByLabelText('Nom sur la carte')).toBeTruthy();
    expect(within(sheet).getByLabelText('Numéro de carte')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: /^Payer/ }));
    expect(await within(sheet).findByText('Il y a un problème')).toBeTruthy();
    expect(sheet.textContent).toContain('Nom sur la carte est obligatoire');
    expect(sheet.textContent).toContain('Le numéro de carte est obligatoire');
    expect(sheet.textContent).not.toContain('is required');
  });

  it('word the contact dialog in French', () => {
    inFrench();
    render(
      inWords(
        <ContactDialog
          open
          onOpenChange={() => {}}
          onSubmit={() => {}}
          isSignedIn={false}
          allowGuests
          onSignIn={() => {}}
        />,
      ),
    );
    const dialog = screen.getByRole('dialog', { name: 'Coordonnées' });
    expect(within(dialog).getByText('Déjà client ?', { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('keep en-GB words without the words of a language', () => {
    render(
      <CardDetailsDialog open onOpenChange={() => {}} onSubmit={() => {}} now={new Date(2026, 5, 1)} amount={54.69} />,
    );
    expect(screen.getByRole('dialog', { name: 'Card Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay £54.69' })).toBeTruthy();
  });
});

describe('a booking status on a French page', () => {
  it('reads in French, and as stored where no catalogue knows it', () => {
    inFrench();
    const { container } = render(
      inWords(
        <>
          <StatusBadge status="Cancelled" tone="critical" />
          <StatusBadge status="No Show" />
        </>,
      ),
    );
    expect(container.textContent).toBe('Statut : AnnuléStatut : No Show');
  });
});
