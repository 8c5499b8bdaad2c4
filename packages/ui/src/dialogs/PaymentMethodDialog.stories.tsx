import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/PaymentMethodDialog',
  component: PaymentMethodDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), methods: ['card', 'paypal'] },
  parameters: dialogDocs(
    'Payment method (docs/behaviour/payment.md#payment-tiles): By card / Paypal tiles (full, half or quarter width by count); OK sets the type and closes.',
    '360px',
  ),
} satisfies Meta<typeof PaymentMethodDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two methods (half width); arrow keys choose; Enter presses OK. */
export const Two: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Payment method');
    await expectFocusTrapped(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Paypal' }));
    within(dialog).getByRole('button', { name: 'OK' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('paypal');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** One method (full width). */
export const One: Story = { args: { methods: ['card'] } };

/** Three methods (quarter width); Escape closes. */
export const Three: Story = {
  args: { methods: ['card', 'paypal', 'cash'], value: 'cash' },
  play: async ({ args }) => {
    await findDialog('Payment method');
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** On a 320 px phone. */
export const Phone: Story = {
  args: { methods: ['card', 'paypal', 'cash'] },
  globals: { viewport: { value: 'phone320' } },
};
