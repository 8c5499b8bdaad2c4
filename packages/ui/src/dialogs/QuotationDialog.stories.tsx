import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuotationDialog } from './QuotationDialog';
import { dialogDocs, expectEscapeCloses, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/QuotationDialog',
  component: QuotationDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onBook: fn(),
    quotation: {
      pickup: 'Heathrow Airport Terminal 5, TW6 2GA',
      dropoff: '1 Canada Square, London E14 5AB',
      time: '24/12/2026 14:30',
      vehicle: 'Saloon',
      journeyMinutes: 62,
      distanceMiles: 24.3,
      totalFare: 68,
    },
  },
  parameters: dialogDocs(
    'Show a quotation the app already priced (`quotation` is a plain summary: journey, vehicle, minutes, miles, fares). Book now calls `onBook` and closes; Close and Escape only close. The dialog does not fetch or re-price.',
    '460px',
  ),
} satisfies Meta<typeof QuotationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single journey; Enter on Book now books. */
export const Single: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Quotation');
    await expect(dialog).toHaveTextContent('£68');
    await expect(within(dialog).getByRole('button', { name: 'Book now' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

/** With a return fare; Escape closes. */
export const WithReturn: Story = {
  args: {
    quotation: {
      pickup: 'Gatwick Airport North Terminal, RH6 0PJ',
      dropoff: 'Guildford Cathedral, GU2 7UP',
      vehicle: 'Executive',
      totalFare: 1240.5,
      returnFare: 620.25,
    },
  },
  play: async ({ args }) => {
    await findDialog('Quotation');
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
