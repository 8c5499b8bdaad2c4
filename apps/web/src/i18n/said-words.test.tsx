import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as domain from '@cabkit/domain';
// The rules' own files for the messages the apps take only through a rule (the barrel lists what apps import).
import * as flightMessages from '../../../../packages/domain/src/errors/flight-messages';
import * as cardMessages from '../../../../packages/domain/src/errors/card-messages';
import * as errorMessages from '../../../../packages/domain/src/errors/messages';
import * as changeMessages from '../../../../packages/domain/src/terms/change-messages';
import * as dateRange from '../../../../packages/domain/src/validation/date-range';
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
  flightMessages.ARRIVING_FROM_AIRPORT_REQUIRED,
  flightMessages.ARRIVING_FROM_REQUIRED,
  domain.BOOKING_CHANGE_CLOSED_MESSAGE,
  domain.BOOKING_CHANGED_MESSAGE,
  domain.CANCELLED_BOOKING_PAYMENT_MESSAGE,
  cardMessages.CARD_NUMBER_INVALID,
  cardMessages.CARD_NUMBER_REQUIRED,
  domain.CARD_PAYMENT_FAILED_MESSAGE,
  domain.CHANGE_CARD_NEEDED_MESSAGE,
  domain.CHANGE_NOT_PAID_MESSAGE,
  domain.CHANGE_PAYPAL_NEEDED_MESSAGE,
  domain.CHANGE_REPLACED_MESSAGE,
  domain.CHANGED_MEANWHILE_MESSAGE,
  errorMessages.CHOOSE_RETURN_DATE_MESSAGE,
  dateRange.DATE_RANGE_INVERTED,
  dateRange.DATE_RANGE_NO_FROM,
  dateRange.DATE_RANGE_NO_TO,
  domain.DEFAULT_ERROR_MESSAGE,
  cardMessages.EXPIRY_INVALID,
  cardMessages.EXPIRY_REQUIRED,
  changeMessages.FARE_UNCHANGED_TEXT,
  flightMessages.FLIGHT_DETAILS_TICK_MESSAGE,
  domain.FLIGHT_FINDER_AIRLINE_REQUIRED,
  flightMessages.FLIGHT_FINDER_DATETIME_REQUIRED,
  domain.FLIGHT_NUMBER_REQUIRED,
  domain.NO_LONGER_CANCELLABLE_MESSAGE,
  domain.NO_VEHICLE_FOUND_MESSAGE,
  domain.NOTHING_CHANGED_MESSAGE,
  errorMessages.OUTSIDE_SERVICE_AREA_MESSAGE,
  errorMessages.PASSWORD_MISMATCH_MESSAGE,
  domain.PASSWORD_RESET_SENT_MESSAGE,
  domain.PAYMENT_INFORMATION_INVALID_MESSAGE,
  domain.PAYMENT_PLEASE_WAIT,
  domain.PAYMENT_PROCESSING_MESSAGE,
  domain.QUOTATION_EXPIRED_TITLE,
  domain.QUOTE_NOT_YOURS_MESSAGE,
  domain.QUOTE_REQUIRED_MESSAGE,
  domain.RECEIPT_SENT_MESSAGE,
  errorMessages.REPEATED_PLACE_MESSAGE,
  domain.RESET_LINK_INVALID,
  domain.SIGN_OUT_QUESTION,
  domain.SIGN_OUT_TITLE,
  domain.TOO_MANY_GUEST_BOOKINGS,
  errorMessages.TRY_MORE_SPECIFIC_ADDRESS_MESSAGE,
  ...Object.values(domain.DIALOG_TITLES),
  ...Object.values(domain.JOURNEY_TITLES),
];

/** What the contact and card rules say of empty forms: their field titles inside '{title} is required'. */
const emptyFormMessages = [
  ...domain.validateCustomer({} as Parameters<typeof domain.validateCustomer>[0]).errors,
  ...domain.validateCardPayment(domain.createPayment({}), 'other', new Date(2026, 5, 1), undefined, 'address').errors,
].map((error) => error.message);

/** The rules' messages that wrap a value, as the domain words them. */
const ruleWrappers = [
  domain.requiredMessage,
  errorMessages.invalidMessage,
  errorMessages.passwordLengthMessage,
  errorMessages.passwordTooLongMessage,
  errorMessages.earliestReturnDateMessage,
  errorMessages.earliestPickupWarning,
  errorMessages.cancelOfflineMessage,
  domain.quotationExpiredMessage,
  domain.bookingCancelledMessage,
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
    expect(say(domain.requiredMessage('Name on card'))).toBe('Name on card is required');
    expect(say(errorMessages.cancelOfflineMessage('020 7946 0000'))).toBe(
      errorMessages.cancelOfflineMessage('020 7946 0000'),
    );
  });

  it('know every text @cabkit/ui says', () => {
    const known = saidWords();
    const unknown = [...new Set(uiSayings())].filter((text) => !Object.hasOwn(known, text));
    expect(unknown).toEqual([]);
  });

  it("say a rule's message in French, its field's title too", () => {
    inFrench();
    const say = translator();
    expect(say(domain.DEFAULT_ERROR_MESSAGE)).toBe('Une erreur s’est produite, veuillez réessayer.');
    expect(say(domain.requiredMessage(domain.JOURNEY_TITLES.PickUp))).toBe('Prise en charge est obligatoire');
    expect(say(errorMessages.passwordLengthMessage('Password'))).toBe(
      'Mot de passe doit contenir au moins 6 caractères',
    );
    expect(say(errorMessages.cancelOfflineMessage('020 7946 0000'))).toBe(
      'Les réservations ne peuvent pas être annulées en ligne. Veuillez nous appeler au 020 7946 0000.',
    );
    expect(say('A text no catalogue knows')).toBeUndefined();
    expect(say({ type: 'strong', props: {} })).toBeUndefined();
  });

  it('say them in Arabic', () => {
    i18n.loadAndActivate({ locale: 'ar', messages: arabic });
    expect(translator()(domain.requiredMessage('Name on card'))).toBe('الاسم على البطاقة مطلوب');
  });
});

/** An open dialog whose closing and submitting do nothing: these tests read its words. */
const openDialog = { open: true, onOpenChange: () => {}, onSubmit: () => {} };
/** The card sheet for £54.69 on 1 June 2026. */
const cardSheet = { ...openDialog, now: new Date(2026, 5, 1), amount: 54.69 };

describe("the booking flow's dialogs on a French page", () => {
  it('word the card sheet and its messages in French', async () => {
    inFrench();
    render(inWords(<CardDetailsDialog {...cardSheet} />));
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
    render(inWords(<ContactDialog {...openDialog} isSignedIn={false} allowGuests onSignIn={() => {}} />));
    const dialog = screen.getByRole('dialog', { name: 'Coordonnées' });
    expect(within(dialog).getByText('Déjà client ?', { exact: false })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });

  it('keep en-GB words without the words of a language', () => {
    render(<CardDetailsDialog {...cardSheet} />);
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
