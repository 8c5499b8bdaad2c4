import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentProcessDialog } from './PaymentProcessDialog';
import { dialogDocs, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/PaymentProcessDialog',
  component: PaymentProcessDialog,
  args: { open: true, onOpenChange: fn(), onContinue: fn(), status: 0 },
  parameters: dialogDocs(
    'Payment process (docs/behaviour/payment.md#payment-process): status 0 shows "Please wait" with a spinner and the processing text and ' +
      'cannot be dismissed; 1 shows success (Continue); 2 payment error, 3 booking error and 4 payment and booking ' +
      'error show `message` (or a generic one) with OK, which only closes.',
    '320px',
  ),
} satisfies Meta<typeof PaymentProcessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Processing: Escape does not close it. */
export const Processing: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Please wait');
    await expect(dialog).toHaveTextContent(
      'We are processing your request. Please do not refresh or close the browser',
    );
    await expect(within(dialog).getByRole('progressbar', { name: 'Please wait' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Success: Enter on Continue goes on. */
export const Success: Story = {
  args: { status: 1, message: 'Your booking CK-104233 is confirmed.' },
  play: async ({ args }) => {
    const dialog = await findDialog('Payment successful', 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Payment error. */
export const PaymentError: Story = {
  args: {
    status: 2,
    message: 'It was not possible to process the payment, please check the card details and try again.',
  },
};

/** Status 3, booking error (docs/behaviour/payment.md#payment-process): the server's message, OK closes without going on. */
export const BookingError: Story = {
  args: {
    status: 3,
    message: 'Your payment was taken but the booking could not be saved. Please call us quoting CK-104233.',
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Booking failed', 'alertdialog');
    await expect(dialog).toHaveTextContent(
      'Your payment was taken but the booking could not be saved. Please call us quoting CK-104233.',
    );
    await expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** Status 4, payment and booking error (docs/behaviour/payment.md#payment-process): no server message, so the generic one; Escape closes. */
export const PaymentAndBookingError: Story = {
  args: { status: 4 },
  play: async ({ args }) => {
    const dialog = await findDialog('Payment and booking failed', 'alertdialog');
    await expect(dialog).toHaveTextContent('Something went wrong, please try again.');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
