import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PayPalDialog } from './PayPalDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/PayPalDialog',
  component: PayPalDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    amount: 48.5,
    bookingReference: 'CK-104233',
    renderButtons: () => <Button fullWidth>PayPal</Button>,
  },
  parameters: dialogDocs(
    'PayPal payment (docs/behaviour/payment.md#paypal): the app renders `@paypal/react-paypal-js` buttons through `renderButtons` ' +
      '(GBP, card funding disabled); the dialog shows the total and Cancel.',
    '360px',
  ),
} satisfies Meta<typeof PayPalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons slot; Tab stays inside; Escape closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Pay with PayPal');
    await expect(dialog).toHaveTextContent('£48.50');
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** Busy (script loading or capturing). */
export const Busy: Story = { args: { isBusy: true } };

/** An error from PayPal. */
export const WithError: Story = { args: { errorMessage: 'Something went wrong, please try again.' } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
