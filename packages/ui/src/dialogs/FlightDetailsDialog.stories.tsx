import { createFlight } from '@cabkit/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { type AirportOption, FlightDetailsDialog } from './FlightDetailsDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, expectSummaryLinks, findDialog } from './storyHelpers';
import { MADRID } from './fixtures';

const AIRPORTS: AirportOption[] = [
  MADRID,
  {
    id: 'MAN',
    label: 'Manchester',
    description: 'MAN',
    airport: {
      Code: 'MAN',
      Name: 'Manchester',
      City: 'Manchester',
      FullAddress: 'Manchester, UK',
      IconPath: '',
      CountryLowerCase: 'gb',
    },
  },
];

const meta = {
  title: 'Dialogs/FlightDetailsDialog',
  component: FlightDetailsDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    tabs: ['outward'],
    now: new Date('2026-11-22T10:00:00'),
    pickerReadyDelayMs: 0,
    loadAirports: async (text: string) => AIRPORTS.filter((a) => a.label.toLowerCase().includes(text.toLowerCase())),
  },
  parameters: dialogDocs(
    'Flight details (docs/behaviour/flights.md#flight-dialog): outward and/or return tabs (domain `flightDialogTabs`), flight number, ' +
      "arriving-from airport (or the '360' free text and arrival picker), and \"I don't have flight details " +
      'please follow the booking time", which clears and disables the fields. OK per tab; outward OK moves to ' +
      'the return tab while it still needs details.',
    '640px',
  ),
} satisfies Meta<typeof FlightDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outward only; Tab stays inside; Escape closes. */
export const Outward: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Flight details');
    await expect(within(dialog).getByRole('textbox', { name: 'Flight number' })).toHaveFocus();
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** Invalid: the messages word for word, including the checkbox's; typed text that is not a chosen airport. */
export const Invalid: Story = {
  args: { loadAirports: async () => [] },
  play: async ({ args }) => {
    const dialog = await findDialog('Flight details');
    await userEvent.keyboard('{Enter}');
    await expectSummaryLinks(dialog, [
      'Flight number is required',
      'Arriving from is required',
      'Please tick this box to confirm if flight details are not available',
    ]);
    const airport = within(dialog).getByRole('combobox', { name: /Arriving from/ });
    await userEvent.type(airport, 'Nowhere');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveTextContent('No results found'));
    // Enter with nothing to choose closes the list and submits; the failed submit leaves no list open.
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(dialog).findByRole('link', { name: 'Arriving from airport is required' }),
    ).toBeInTheDocument();
    await expect(airport).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Ticking "no details" clears and disables the fields and their errors; Enter then saves a declined flight. */
export const NoDetails: Story = {
  args: { defaultFlight: createFlight({ Number: 'BA123' }) },
  play: async ({ args }) => {
    const dialog = await findDialog('Flight details');
    await userEvent.keyboard('{Enter}');
    await expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', {
      name: "I don't have flight details please follow the booking time",
    });
    await userEvent.click(box);
    await expect(within(dialog).getByRole('textbox', { name: /Flight number/ })).toHaveValue('');
    await expect(within(dialog).getByRole('textbox', { name: /Flight number/ })).toBeDisabled();
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'outward',
      expect.objectContaining({ IsFlightDetail: true, Number: '' }),
    );
  },
};

/** Outward and return: OK on outward moves to the return tab. */
export const OutwardAndReturn: Story = {
  args: {
    tabs: ['outward', 'return'],
    defaultFlight: createFlight({ Number: 'BA123', AirportText: 'Madrid Barajas', Airport: AIRPORTS[0]!.airport }),
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Flight details');
    await expect(within(dialog).getByRole('tab', { name: 'Outward flight' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('outward', expect.objectContaining({ Number: 'BA123' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Return flight' })).toHaveAttribute('aria-selected', 'true'),
    );
    const panel = within(dialog).getByRole('tabpanel', { name: 'Return flight' });
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Flight number' })).toHaveFocus());
  },
};

/** The arrow keys move between the flight tabs and focus stays on them (the new panel's field does not take it). */
export const TabsWithArrowKeys: Story = {
  args: { tabs: ['outward', 'return'] },
  play: async () => {
    const dialog = await findDialog('Flight details');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Flight number' })).toHaveFocus());
    const outward = within(dialog).getByRole('tab', { name: 'Outward flight' });
    outward.focus();
    await userEvent.keyboard('{ArrowRight}');
    const back = within(dialog).getByRole('tab', { name: 'Return flight' });
    await expect(back).toHaveAttribute('aria-selected', 'true');
    await expect(await within(dialog).findByRole('tabpanel', { name: 'Return flight' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(outward).toHaveAttribute('aria-selected', 'true');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(outward).toHaveFocus();
  },
};

/** The '360' variant: free-text arriving-from and an arrival picker (part of the form: no Done, no quick buttons). */
export const Variant360: Story = {
  args: { variant: '360' },
  play: async ({ args }) => {
    const dialog = await findDialog('Flight details');
    const picker = within(dialog).getByRole('region', { name: 'Arrival date and time' });
    await expect(within(picker).queryByRole('button', { name: 'Done' })).not.toBeInTheDocument();
    await expect(within(picker).queryByRole('button', { name: 'In 15 min' })).not.toBeInTheDocument();
    await userEvent.click(within(picker).getByRole('button', { name: /Date/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tomorrow 23/11/2026' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Flight number' }), 'ez8123');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Arriving from' }), 'Geneva{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'outward',
      expect.objectContaining({
        Number: 'EZ8123',
        AirportText: 'Geneva',
        LandingTime: new Date('2026-11-23T10:00:00'),
      }),
    );
  },
};

/** Busy. */
export const Busy: Story = { args: { isBusy: true } };

/** On a 320 px phone. */
export const Phone: Story = { args: { tabs: ['outward', 'return'] }, globals: { viewport: { value: 'phone320' } } };
