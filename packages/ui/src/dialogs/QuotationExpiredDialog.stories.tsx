import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuotationExpiredDialog } from './QuotationExpiredDialog';
import { dialogDocs, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/QuotationExpiredDialog',
  component: QuotationExpiredDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onRequote: fn(),
    onCancel: fn(),
    onTimeChange: fn(),
    phone: '020 7946 0000',
    now: new Date('2026-11-22T10:00:00'),
    pickerReadyDelayMs: 0,
  },
  parameters: dialogDocs(
    '"Quotation Expired" (docs/behaviour/quotation.md#expired-dialog): the message with the configured phone, an optional date-time picker ' +
      'with the earliest-pickup warning, Re-Quote (needs a valid time when the picker shows) and Cancel.',
    '760px',
  ),
} satisfies Meta<typeof QuotationExpiredDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message; Enter on Re-Quote requotes. */
export const Message: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Quotation Expired', 'alertdialog');
    await expect(dialog).toHaveTextContent(
      'Opps, your quotation has expired. Please try again or call our friendly team on 020 7946 0000',
    );
    await expectFocusTrapped(dialog);
    within(dialog).getByRole('button', { name: 'Re-Quote' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRequote).toHaveBeenCalledWith(undefined);
  },
};

/** With the picker: the warning; Re-Quote needs a valid time; the summary link focuses the date selector. */
export const WithPicker: Story = {
  args: { showDateTimePicker: true, earliestTime: new Date('2026-11-22T10:45:00') },
  play: async ({ args }) => {
    const dialog = await findDialog('Quotation Expired', 'alertdialog');
    await expect(dialog).toHaveTextContent('The earliest time we can pickup from this address is 22/11/2026 10:45');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    const summary = within(dialog).getByRole('alert');
    await expect(summary).toHaveTextContent('Pickup time is required');
    const date = within(dialog).getByRole('button', { name: /Date/ });
    await expect(date).toHaveAccessibleDescription('Error: Pickup time is required');
    await userEvent.click(within(summary).getByRole('link', { name: 'Pickup time is required' }));
    await expect(date).toHaveFocus();
    await expect(args.onRequote).not.toHaveBeenCalled();
  },
};

/** The picker is part of the dialog: a time chosen counts at once (no Done) and Re-Quote sends it. */
export const WithPickerTimeChosen: Story = {
  args: { showDateTimePicker: true, earliestTime: new Date('2026-11-22T10:45:00') },
  play: async ({ args }) => {
    const dialog = await findDialog('Quotation Expired', 'alertdialog');
    const picker = within(dialog).getByRole('region', { name: 'Pickup date and time' });
    await expect(within(picker).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: 'In 60 min' }));
    const chosen = { pickUpType: 'Later', time: new Date('2026-11-22T11:00:00'), quickMinutes: 60 };
    await expect(args.onTimeChange).toHaveBeenLastCalledWith(chosen);
    await expect(dialog).toHaveTextContent('Pickup time: 22/11/2026 11:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-Quote' }));
    await expect(args.onRequote).toHaveBeenCalledWith(chosen);
  },
};

/**
 * `timeZone` puts the picker and the earliest time on the tenant's clock (here Tokyo's, UTC+9), whatever the
 * device's: 10:45 UTC reads 19:45.
 */
export const OnTheTenantsClock: Story = {
  args: {
    showDateTimePicker: true,
    timeZone: 'Asia/Tokyo',
    now: new Date('2026-11-22T10:00:00Z'),
    earliestTime: new Date('2026-11-22T10:45:00Z'),
  },
  play: async () => {
    const dialog = await findDialog('Quotation Expired', 'alertdialog');
    await expect(dialog).toHaveTextContent('The earliest time we can pickup from this address is 22/11/2026 19:45');
  },
};

/** Cancel clears the booking and closes. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Quotation Expired', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = {
  args: { showDateTimePicker: true, earliestTime: new Date('2026-11-22T10:45:00') },
  globals: { viewport: { value: 'phone320' } },
};
