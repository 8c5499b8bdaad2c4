import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentProcessDialog } from './PaymentProcessDialog';
import { findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/PaymentProcessDialog',
  component: PaymentProcessDialog,
  args: { open: true, onOpenChange: fn(), onContinue: fn(), status: 0 },
  parameters: {
    docs: {
      description: {
        component:
          'Payment process (SPEC 2, 4): status 0 shows "Please wait" with a spinner and the processing text and ' +
          'cannot be dismissed; 1 shows success; 2-4 an error state.',
      },
      story: { inline: false, height: '320px' },
    },
  },
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

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
