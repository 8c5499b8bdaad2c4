import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FlightFinderDialog } from './FlightFinderDialog';
import { expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/FlightFinderDialog',
  component: FlightFinderDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onPick: fn(),
    onManualEntry: fn(),
    pickupAddress: 'Heathrow Airport Terminal 5, TW6 2GA',
    now: new Date('2026-11-22T10:00:00'),
    pickerReadyDelayMs: 0,
    loadAirlines: async () => [{ id: 'BA', label: 'British Airways', description: 'BA' }],
    loadAirports: async () => [{ id: 'MAD', label: 'Madrid Barajas', description: 'MAD' }],
    onSearch: fn(async () => [
      { id: '1', flightNumber: 'BA 2491', origin: 'Madrid', landingTime: new Date('2026-11-22T14:30:00') },
      { id: '2', flightNumber: 'BA 2493', origin: 'Madrid', landingTime: new Date('2026-11-22T16:05:00') },
    ]),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Flight finder (SPEC 2, 4, 5): departure date-time in 5-minute steps, airline (required), departing ' +
          'airport (optional), Find My Flight; the first result is the Best match, the rest Possible options; ' +
          '"Still can\'t find your flight?" offers "Enter Flight Number" with Ok and Cancel.',
      },
      story: { inline: false, height: '900px' },
    },
  },
} satisfies Meta<typeof FlightFinderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; "Landing at ..."; Tab stays inside; Escape closes. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Find your flight');
    await expect(dialog).toHaveAccessibleDescription('Landing at Heathrow Airport Terminal 5, TW6 2GA');
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** Invalid: 'Datetime is required!' and 'Airline is required!'. */
export const Invalid: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Find your flight');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find My Flight' }));
    const summary = within(dialog).getByRole('alert');
    await expect(within(summary).getByRole('link', { name: 'Datetime is required!' })).toBeInTheDocument();
    await expect(within(summary).getByRole('link', { name: 'Airline is required!' })).toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Manual entry: Ok requires a number, then creates the flight. */
export const ManualEntry: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Find your flight');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enter Flight Number' }));
    const field = within(dialog).getByRole('textbox', { name: 'Enter Flight Number' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await expect(field).toHaveAccessibleDescription(/Flight number is required$/);
    await userEvent.type(field, 'ba2491{Enter}');
    await expect(args.onManualEntry).toHaveBeenCalledWith('BA2491');
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
