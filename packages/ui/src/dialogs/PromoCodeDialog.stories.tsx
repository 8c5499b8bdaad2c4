import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromoCodeDialog } from './PromoCodeDialog';
import { dialogDocs, findDialog, keyboardPlay } from './storyHelpers';

const meta = {
  title: 'Dialogs/PromoCodeDialog',
  component: PromoCodeDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    '"Add Promo Code" (docs/behaviour/quotation.md#promo-code): the code is required; Enter submits. Show a rejected code with `formError` ' +
      '(domain `promoErrorMessage`: Code 0 gives the default error, others the server message).',
    '360px',
  ),
} satisfies Meta<typeof PromoCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: keyboardPlay('Add Promo Code'),
};

/** Filled: Enter submits the trimmed code. */
export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Add Promo Code');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'WELCOME10{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ PromoCode: 'WELCOME10' });
  },
};

/** Invalid: 'Promo code is required'. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Add Promo Code');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('link', { name: 'Promo code is required' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('textbox', { name: 'Promo code' })).toHaveAccessibleDescription(
      /Promo code is required$/,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Rejected by the server. */
export const Rejected: Story = { args: { defaultPromoCode: 'OLDCODE', formError: 'This promo code has expired' } };

/** Busy. */
export const Busy: Story = { args: { defaultPromoCode: 'WELCOME10', isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
