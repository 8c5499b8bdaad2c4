import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { CardDetailsDialog } from './CardDetailsDialog';
import { expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const NOW = new Date('2026-11-22T10:00:00Z');
const FILLED = {
  Name: 'Ann Smith',
  CardNumber: '4242424242424242',
  ExpiryMonth: '12',
  ExpiryYear: '2028',
  CVC: '123',
  PostalCode: 'E14 5AB',
  AddressLine1: '1 Canada Square',
  City: 'London',
};

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
  parameters: {
    docs: {
      description: {
        component:
          '"Card Details" (docs/behaviour/payment.md#card-dialog): card fields (or the Stripe elements from a slot), billing address, total, ' +
          "countdown and booking reference, Pay now / Cancel, optional PayPal button. Validation is the domain's " +
          '`validateCardPayment`; a rejected payment clears the CVC. Pass `now`: expiry years are this year + 50. ' +
          'While paying (`onSubmit` running or `isBusy`) Escape, an outside click and Cancel do nothing.',
      },
      story: { inline: false, height: '900px' },
    },
  },
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
      'Address line 1 is required',
      'City is required',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Expiry is required' }));
    await expect(within(dialog).getByRole('button', { name: /Expiry month/ })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A past expiry and a bad card number. */
export const InvalidCard: Story = {
  args: { defaultValues: { ...FILLED, CardNumber: '4242424242424241', ExpiryYear: '2026', ExpiryMonth: '1' } },
  play: async () => {
    const dialog = await findDialog('Card Details');
    await userEvent.keyboard('{Enter}');
    const summary = within(dialog).getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'Card number is invalid' })).toBeInTheDocument();
    await expect(within(summary).getByRole('link', { name: 'Expiry is invalid' })).toBeInTheDocument();
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

/** Paying: Pay now shows Processing; Escape and Cancel do nothing and focus stays inside. */
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
    const summary = within(dialog).getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'Card number is required' })).toBeInTheDocument();
    await expect(within(summary).getByRole('link', { name: 'Expiry is invalid' })).toBeInTheDocument();
  },
};

/** On a 320 px phone. */
export const Phone: Story = { args: { defaultValues: FILLED }, globals: { viewport: { value: 'phone320' } } };
