import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { dialogDocs, findDialog, keyboardPlay } from './storyHelpers';

const meta = {
  title: 'Dialogs/InvoiceDetailsDialog',
  component: InvoiceDetailsDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    "A customer's invoice details (Update Invoice): company and VAT number optional, name, address line 1, city, postcode and country required, invoice e-mail optional. Every error is listed at once in the order of the fields; `errors` shows a server's refusal on its field.",
    '640px',
  ),
} satisfies Meta<typeof InvoiceDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: keyboardPlay('Update Invoice'),
};

/** Invalid: every error at once, in the order of the fields on screen. */
export const Invalid: Story = {
  args: { defaultValues: { PostalCode: 'AB!12#', Country: '' } },
  play: async ({ args }) => {
    const dialog = await findDialog('Update Invoice');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(within(dialog).getByRole('alert'))
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Name is required',
      'Address line 1 is required',
      'City is required',
      'Postcode is invalid',
      'Country is required',
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
