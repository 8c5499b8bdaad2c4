import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CardDetailsDialog } from './CardDetailsDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, expectSummaryLinks, findDialog } from './storyHelpers';
import { FILLED_CARD } from './fixtures';

const NOW = new Date('2026-11-22T10:00:00Z');
const FILLED = FILLED_CARD;

const meta = {
  title: 'Dialogs/CardDetailsDialog',
  component: CardDetailsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    now: NOW,
    amount: 48.5,
    bookingReference: 'CK-104233',
    secondsLeft: 552,
  },
  parameters: dialogDocs(
    '"Card Details" (docs/behaviour/payment.md#card-dialog) as a payment sheet: a bottom sheet on a phone, centred ' +
      'above it. Total, booking reference, the quote countdown (quiet until its last two minutes, then "Extend time" ' +
      'with `onExtendTime`), wallets first (PayPal button, or the Stripe elements from a slot), saved cards where ' +
      'the gateway keeps them, then name on card, card number with its brand, expiry as MM/YY, CVC and the billing ' +
      'fields the gateway asks for (`billing`: the postcode only by default; `address` adds the address, line 2 and ' +
      'country folded; `none` for Stripe). "Pay £48.50" and Cancel stay in the sticky footer. Validation is the ' +
      "domain's `validateCardPayment` and `validateExpiryInput`; a rejected payment clears the CVC only. While " +
      'paying (`onSubmit` running or `isBusy`) Escape, an outside click and Cancel do nothing.',
    '900px',
  ),
} satisfies Meta<typeof CardDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Card Details');
    await expect(within(dialog).getByRole('timer', { name: 'Time remaining 09:12' })).toBeInTheDocument();
    await expect(dialog).toHaveTextContent('CK-104233');
    await expect(within(dialog).getByRole('textbox', { name: 'Name on card' })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** Invalid: Enter on the empty form lists every message, word for word, in the order of the fields on screen. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    const summary = within(dialog).getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Name on card is required',
      'Card number is required',
      'Expiry is required',
      'CVC is required',
      'Postal code is required',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Expiry is required' }));
    await expect(within(dialog).getByRole('textbox', { name: /Expiry date/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A past expiry and a bad card number. */
export const InvalidCard: Story = {
  args: { defaultValues: { ...FILLED, CardNumber: '4242424242424241', ExpiryYear: '2026', ExpiryMonth: '1' } },
  play: async () => {
    const dialog = await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['Card number is invalid', 'Expiry is invalid']);
  },
};

/** Filled: Enter pays with the values. */
export const Filled: Story = {
  args: { defaultValues: FILLED },
  play: async ({ args }) => {
    await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ...FILLED, CountryCode: 'GB', Country: 'United Kingdom', AddressLine2: '' }),
    );
  },
};

/** A signed-in customer's saved cards come first; "Use a new card" shows the card fields and "Save this card". */
export const SavedCards: Story = {
  args: {
    savedCards: [
      { id: 7, brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
      { id: 5, brand: 'mastercard', last4: '4444', expiryMonth: 3, expiryYear: 2029 },
    ],
    offerSaveCard: true,
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Card Details');
    const saved = within(dialog).getByRole('radio', { name: /Visa •••• 4242/ });
    await expect(saved).toBeChecked();
    await expect(within(dialog).queryByRole('textbox', { name: /Card number/ })).toBeNull();
    await userEvent.click(within(dialog).getByText('Use a new card'));
    await expect(within(dialog).getByRole('textbox', { name: /Card number/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('checkbox', { name: 'Save this card for next time' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByText('Visa •••• 4242'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay £48.50' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ SavedCardId: '7', SaveCard: false }));
  },
};

/** A gateway that asks for the full billing address: postcode, address line 1 and city, the rest folded. */
export const FullAddress: Story = {
  args: { billing: 'address', defaultValues: { ...FILLED, AddressLine1: '', City: '' } },
  play: async ({ args }) => {
    const dialog = await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    const summary = within(dialog).getByRole('alert');
    await expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Address line 1 is required', 'City is required']);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A declined payment: the message shows and the CVC is cleared. */
export const Declined: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: fn(() =>
      Promise.reject(
        new Error('It was not possible to process the payment, please check the card details and try again.'),
      ),
    ),
  },
  play: async () => {
    const dialog = await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    const summary = await within(dialog).findByRole('alert');
    await expect(summary).toHaveTextContent(
      'It was not possible to process the payment, please check the card details and try again.',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'CVC' })).toHaveValue('');
  },
};

/** Paying: the pay button shows Processing; Escape and Cancel do nothing and focus stays inside. */
export const Busy: Story = {
  args: { defaultValues: FILLED, isBusy: true },
  play: async ({ args }) => {
    const dialog = await findDialog('Card Details');
    await expect(within(dialog).getByRole('button', { name: /Processing/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    await expect(cancel).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Still open (not toBeVisible: the opening fade may still be at opacity 0 on a fast run).
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute('data-state', 'open');
  },
};

/** With the PayPal button. */
export const WithPayPal: Story = {
  args: { paypalButton: <Button variant="secondary">Pay with PayPal</Button> },
};

/** Stripe: the card elements come from a slot; their messages come from their states. */
export const Stripe: Story = {
  args: {
    gateway: 'stripe',
    billing: 'none',
    stripeCardFields: <p>Stripe card elements render here.</p>,
    stripeState: {
      cardNumber: { empty: true, complete: false },
      cardExpiry: { empty: false, complete: false },
      cardCvc: { empty: false, complete: true },
    },
    defaultValues: FILLED,
  },
  play: async () => {
    const dialog = await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, ['Card number is required', 'Expiry is invalid']);
  },
};

/** The quote's last two minutes: the countdown turns prominent and offers "Extend time". */
export const Closing: Story = {
  args: { secondsLeft: 95, onExtendTime: fn() },
  play: async ({ args }) => {
    const dialog = await findDialog('Card Details');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend time' }));
    await expect(args.onExtendTime).toHaveBeenCalledTimes(1);
  },
};

/** The brand is named as the number is typed. */
export const Brand: Story = {
  play: async () => {
    const dialog = await findDialog('Card Details');
    const number = within(dialog).getByRole('textbox', { name: /Card number/ });
    await userEvent.type(number, '5555');
    await expect(number).toHaveAccessibleDescription('Mastercard');
  },
};

/** On a 320 px phone: a bottom sheet, the pay button in its footer. */
export const Phone: Story = { args: { defaultValues: FILLED }, globals: { viewport: { value: 'phone320' } } };
