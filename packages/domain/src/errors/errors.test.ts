import { describe, expect, it } from 'vitest';
import { earliestPickupWarning } from './messages';
import {
  addressNotFoundMessage,
  alertMessage,
  CARD_PAYMENT_FAILED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  DIALOG_TITLES,
  dialogMessage,
  NO_VEHICLE_FOUND_MESSAGE,
  PAYMENT_INFORMATION_INVALID_MESSAGE,
  paymentFailureMessage,
  quotationExpiredMessage,
  receiptResendOutcome,
  responseErrorMessage,
} from './index';
import { earliestReturnDateMessage, OUTSIDE_SERVICE_AREA_MESSAGE, TRY_MORE_SPECIFIC_ADDRESS_MESSAGE } from './messages';
import { isResponseOk } from './responses';

describe('client messages word for word (docs/behaviour/common.md#client-messages)', () => {
  it('catalogue', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong, please try again.');
    expect(TRY_MORE_SPECIFIC_ADDRESS_MESSAGE).toBe('Try a more specific address.');
    expect(NO_VEHICLE_FOUND_MESSAGE).toBe('No vehicle found with selected capacity');
    expect(PAYMENT_INFORMATION_INVALID_MESSAGE).toBe('Payment information invalid, please try again.');
    expect(CARD_PAYMENT_FAILED_MESSAGE).toBe(
      'It was not possible to process the payment, please check the card details and try again.',
    );
    expect(OUTSIDE_SERVICE_AREA_MESSAGE).toBe(
      'The selected address cannot be used as it falls outside our service area. Please select an alternative address',
    );
    expect(quotationExpiredMessage('020 7946 0000')).toBe(
      'Opps, your quotation has expired. Please try again or call our friendly team on 020 7946 0000',
    );
    expect(earliestReturnDateMessage('01/02/2026 10:00')).toBe('The earliest possible return date is 01/02/2026 10:00');
    expect(earliestPickupWarning('10:00')).toBe('The earliest time we can pickup from this address is 10:00');
    expect(DIALOG_TITLES).toEqual({ error: 'Error', message: 'Message', question: 'Question' });
  });

  it.each([
    ['pickup', ' Nowhere Lane ', 'We could not find the pickup address "Nowhere Lane". Please search for it again.'],
    ['drop-off', 'Atlantis', 'We could not find the drop-off address "Atlantis". Please search for it again.'],
  ] as const)('names the %s address a link gave that could not be found', (field, text, expected) => {
    expect(addressNotFoundMessage(field, text)).toBe(expected);
  });
});

describe('response codes (docs/behaviour/common.md#response-codes)', () => {
  it('1 ok, 0 or 2 error', () => {
    expect(isResponseOk(1)).toBe(true);
    expect(isResponseOk(0)).toBe(false);
    expect(isResponseOk(2)).toBe(false);
    expect(isResponseOk(undefined)).toBe(false);
  });

  it.each([
    [0, 'Server says no', DEFAULT_ERROR_MESSAGE],
    [2, 'Server says no', 'Server says no'],
    [5, 'Other', 'Other'],
    [5, '  ', DEFAULT_ERROR_MESSAGE],
    [2, null, DEFAULT_ERROR_MESSAGE],
    [null, 'x', DEFAULT_ERROR_MESSAGE],
  ])('code %s with %j shows %j', (code, message, expected) => {
    expect(responseErrorMessage(code, message)).toBe(expected);
  });
});

describe('message replacements (docs/behaviour/common.md#message-replacements)', () => {
  it.each([
    ['An error occurred while updating the entries. See the inner exception.', DEFAULT_ERROR_MESSAGE],
    ['Card declined', 'Card declined'],
    ['', DEFAULT_ERROR_MESSAGE],
    [null, DEFAULT_ERROR_MESSAGE],
  ])('dialog %j shows %j', (message, expected) => {
    expect(dialogMessage(message)).toBe(expected);
  });

  it.each([
    ['Stripe: No such payment_intent', DEFAULT_ERROR_MESSAGE],
    ['Invalid API Key provided to Stripe', DEFAULT_ERROR_MESSAGE],
    ['An error occurred while updating the entries.', DEFAULT_ERROR_MESSAGE],
    ['Card declined', 'Card declined'],
  ])('alert %j shows %j', (message, expected) => {
    expect(alertMessage(message)).toBe(expected);
  });
});

describe('outcomes (docs/behaviour/common.md)', () => {
  it('receipt resend', () => {
    expect(receiptResendOutcome(1).message).toBe('The receipt has been sent to your email address');
    expect(receiptResendOutcome(0, 'x').message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(receiptResendOutcome(2, 'No email on file').message).toBe('No email on file');
  });

  it('payment failures', () => {
    expect(paymentFailureMessage('network')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(paymentFailureMessage('card')).toBe(CARD_PAYMENT_FAILED_MESSAGE);
    expect(paymentFailureMessage('tokenise', null, 'Your card number is incomplete.')).toBe(
      'Your card number is incomplete.',
    );
    expect(paymentFailureMessage('tokenise')).toBe(PAYMENT_INFORMATION_INVALID_MESSAGE);
    expect(paymentFailureMessage('server', 2, 'Card expired')).toBe('Card expired');
    expect(paymentFailureMessage('server', 0, 'Card expired')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(paymentFailureMessage('server', 2, 'Stripe error')).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
