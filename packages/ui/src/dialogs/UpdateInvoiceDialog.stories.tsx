import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdateInvoiceDialog } from './UpdateInvoiceDialog';
import { dialogDocs, findDialog, keyboardPlay } from './storyHelpers';

const meta = {
  title: 'Dialogs/UpdateInvoiceDialog',
  component: UpdateInvoiceDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: dialogDocs(
    "A booker's invoice period (issued by 'Me'). Both dates are required and Date to may not be before Date from; `onSubmit` receives yyyy-mm-dd strings. A rejected promise keeps the dialog open with its message; `formError` shows a form-wide error from outside.",
    '360px',
  ),
} satisfies Meta<typeof UpdateInvoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: keyboardPlay('Invoice'),
};

/** Invalid: both dates required; the period must not end before it starts. */
export const Invalid: Story = {
  args: { defaultValues: { DateFrom: '2026-11-20', DateTo: '2026-11-01' } },
  play: async ({ args }) => {
    const dialog = await findDialog('Invoice');
    await userEvent.keyboard('{Enter}');
    await expect(
      within(dialog).getByRole('link', { name: 'Date to must not be before Date from' }),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Filled: Enter saves. */
export const Filled: Story = {
  args: { defaultValues: { DateFrom: '2026-11-01', DateTo: '2026-11-20' } },
  play: async ({ args }) => {
    await findDialog('Invoice');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ DateFrom: '2026-11-01', DateTo: '2026-11-20' });
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
