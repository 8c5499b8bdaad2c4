import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type FlightFinderResult, FlightFinderDialog } from './FlightFinderDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, expectSummaryLinks, findDialog } from './storyHelpers';

/** What the fake search finds: the first is the best match, the rest possible options. */
const RESULTS: FlightFinderResult[] = [
  { id: '1', flightNumber: 'BA 2491', origin: 'Madrid', landingTime: new Date('2026-11-22T14:30:00') },
  { id: '2', flightNumber: 'BA 2493', origin: 'Madrid', landingTime: new Date('2026-11-22T16:05:00') },
  { id: '3', flightNumber: 'IB 3166', origin: 'Madrid', landingTime: new Date('2026-11-22T17:40:00') },
];

/** Opens a select in the dialog by its trigger's name and picks an option. */
async function choose(dialog: HTMLElement, trigger: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: trigger }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** Fills the search as a user would (departure today 14:00, airline British Airways) and presses Find My Flight. */
async function searchFlights(dialog: HTMLElement) {
  await choose(dialog, /\bDate$/, 'Today 22/11/2026');
  await choose(dialog, /\bHour$/, '14');
  await choose(dialog, /\bMinute$/, '00');
  const done = within(dialog).queryByRole('button', { name: 'Done' });
  if (done) await userEvent.click(done);
  await expect(dialog).toHaveTextContent('Departure: 22/11/2026 14:00');
  await userEvent.type(within(dialog).getByRole('combobox', { name: /Airline/ }), 'Br');
  const airline = await within(document.body).findByRole('option', { name: /British Airways/ }, { timeout: 3000 });
  await userEvent.click(airline);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Find My Flight' }));
}

/** The search the finder should have made. */
const EXPECTED_SEARCH = {
  DateTime: new Date('2026-11-22T14:00:00'),
  Airline: expect.objectContaining({ id: 'BA', label: 'British Airways' }),
  Airport: null,
};

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
    onSearch: fn(async () => RESULTS),
  },
  parameters: dialogDocs(
    'Flight finder (docs/behaviour/flights.md#flight-finder): departure date-time in 5-minute steps, airline (required), departing ' +
      'airport (optional), Find My Flight; the first result is the Best match, the rest Possible options; ' +
      '"Still can\'t find your flight?" offers "Enter Flight Number" with Ok and Cancel. `onSearch` returns the ' +
      'flights (none shows "No flights found."); a rejection shows its message in the error summary and keeps ' +
      'the search for another try.',
    '900px',
  ),
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
    await expectSummaryLinks(dialog, ['Datetime is required!', 'Airline is required!']);
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

/** Results: the first flight is the Best match, the rest Possible options; picking one records it and closes. */
export const Results: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Find your flight');
    await searchFlights(dialog);
    const best = await within(dialog).findByRole('region', { name: 'Best match' });
    await expect(args.onSearch).toHaveBeenCalledWith(EXPECTED_SEARCH);
    await expect(
      within(best)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['BA 2491 from Madrid, landing 14:30']);
    const options = within(dialog).getByRole('region', { name: 'Possible options' });
    await expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['BA 2493 from Madrid, landing 16:05', 'IB 3166 from Madrid, landing 17:40']);
    await expect(dialog).not.toHaveTextContent('No flights found.');
    await userEvent.click(within(best).getByRole('button', { name: 'BA 2491 from Madrid, landing 14:30' }));
    await expect(args.onPick).toHaveBeenCalledWith(RESULTS[0]);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The story's args keep it open: show both lists for the picture.
    options.scrollIntoView({ block: 'end' });
  },
};

/** No flights found: says so, no result lists; "Enter Flight Number" is still offered. */
export const NoFlightsFound: Story = {
  args: { onSearch: fn(async () => []) },
  play: async ({ args }) => {
    const dialog = await findDialog('Find your flight');
    await searchFlights(dialog);
    await expect(await within(dialog).findByText('No flights found.')).toBeVisible();
    await expect(args.onSearch).toHaveBeenCalledWith(EXPECTED_SEARCH);
    await expect(within(dialog).queryByRole('region', { name: 'Best match' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('region', { name: 'Possible options' })).not.toBeInTheDocument();
    const fallback = within(dialog).getByRole('region', { name: "Still can't find your flight?" });
    await expect(within(fallback).getByRole('button', { name: 'Enter Flight Number' })).toBeVisible();
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** The search fails: its message in the focused error summary, the search kept, Find My Flight ready again. */
export const SearchFails: Story = {
  args: {
    onSearch: fn(() => Promise.reject(new Error('Flight search is not available at the moment, please try again.'))),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Find your flight');
    await searchFlights(dialog);
    const summary = await within(dialog).findByRole('alert');
    await expect(summary).toHaveTextContent('Flight search is not available at the moment, please try again.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Find My Flight' })).not.toHaveAttribute('aria-disabled');
    await expect(dialog).toHaveTextContent('Departure: 22/11/2026 14:00');
    await expect(within(dialog).getByRole('combobox', { name: /Airline/ })).toHaveValue('British Airways');
    await expect(within(dialog).queryByRole('region', { name: 'Best match' })).not.toBeInTheDocument();
    await expect(dialog).not.toHaveTextContent('No flights found.');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
