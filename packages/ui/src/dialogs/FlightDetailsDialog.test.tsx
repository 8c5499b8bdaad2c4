import { createFlight, type Flight } from '@cabkit/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FlightDetailsDialog, FlightDetailsFields } from './FlightDetailsDialog';
import { MADRID } from './fixtures';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });

const loadAirports = async (text: string) => (MADRID.label.toLowerCase().includes(text.toLowerCase()) ? [MADRID] : []);
const now = new Date(2026, 10, 22, 10, 0);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

/** Opens the flight details dialog with the given props; returns the dialog, its onSubmit and a user. */
function openFlightDetails(props: Partial<Parameters<typeof FlightDetailsDialog>[0]>) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<FlightDetailsDialog open onOpenChange={vi.fn()} onSubmit={onSubmit} tabs={['outward']} {...props} />);
  return { user, onSubmit, dialog: screen.getByRole('dialog', { name: 'Flight details' }) };
}

describe('FlightDetailsDialog tabs and focus', () => {
  it('the arrow keys move between the flight tabs and focus stays on them', async () => {
    const { user, dialog } = openFlightDetails({ tabs: ['outward', 'return'], loadAirports });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Flight number' })).toHaveFocus());
    const outward = within(dialog).getByRole('tab', { name: 'Outward flight' });
    outward.focus();
    await user.keyboard('{ArrowRight}');
    const back = within(dialog).getByRole('tab', { name: 'Return flight' });
    expect(back).toHaveAttribute('aria-selected', 'true');
    await settle();
    expect(back).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(outward).toHaveAttribute('aria-selected', 'true');
    await settle();
    expect(outward).toHaveFocus();
  });

  it('OK on the outward tab moves to the return tab and focuses its flight number', async () => {
    const { user, onSubmit, dialog } = openFlightDetails({
      tabs: ['outward', 'return'],
      defaultFlight: createFlight({ Number: 'BA123', AirportText: 'Madrid Barajas', Airport: MADRID.airport }),
      loadAirports,
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith('outward', expect.objectContaining({ Number: 'BA123' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Return flight' })).toHaveAttribute('aria-selected', 'true'),
    );
    const number = within(dialog).getByRole('tabpanel', { name: 'Return flight' });
    await waitFor(() => expect(within(number).getByRole('textbox', { name: 'Flight number' })).toHaveFocus());
  });
});

describe('FlightDetailsDialog arriving-from airport', () => {
  it("emptying the box after choosing an airport clears the text too: 'Arriving from is required'", async () => {
    const { user, onSubmit, dialog } = openFlightDetails({
      defaultFlight: createFlight({ Number: 'BA123' }),
      loadAirports,
    });
    const airport = within(dialog).getByRole('combobox', { name: /Arriving from/ });
    await user.type(airport, 'Mad');
    await user.click(await screen.findByRole('option', { name: /Madrid Barajas/ }, { timeout: 5000 }));
    expect(airport).toHaveValue('Madrid Barajas');
    await user.clear(airport);
    // Escape closes the "Type at least 2 characters" list (not the dialog).
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Arriving from is required' })).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Arriving from airport is required' })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports text and choice as one flight: editing the chosen name keeps the text and drops the airport', async () => {
    const user = userEvent.setup();
    const changes: Flight[] = [];
    function Harness() {
      const [flight, setFlight] = useState(createFlight({ AirportText: 'Madrid Barajas', Airport: MADRID.airport }));
      return (
        <FlightDetailsFields
          tab="outward"
          flight={flight}
          variant="autocomplete"
          submitted
          onChange={(next) => {
            changes.push(next);
            setFlight(next);
          }}
          loadAirports={loadAirports}
          resetKey={0}
          autoFocus={false}
        />
      );
    }
    render(<Harness />);
    const airport = screen.getByRole('combobox', { name: /Arriving from/ });
    await user.type(airport, '{Backspace}');
    expect(changes.at(-1)).toMatchObject({ AirportText: 'Madrid Baraja', Airport: null });
    expect(airport).toHaveAccessibleDescription(/Arriving from airport is required/);
    await user.clear(airport);
    expect(changes.at(-1)).toMatchObject({ AirportText: '', Airport: null });
    expect(airport).toHaveAccessibleDescription(/Arriving from is required/);
  });
});

describe("FlightDetailsDialog '360' arrival picker", () => {
  it('takes the arrival time from the selectors without a Done button, to the minute, with no quick buttons', async () => {
    const { user, onSubmit, dialog } = openFlightDetails({ variant: '360', now, pickerReadyDelayMs: 0 });
    const picker = within(dialog).getByRole('region', { name: 'Arrival date and time' });
    expect(within(picker).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(within(picker).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(picker).queryByRole('button', { name: /min$/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Flight number' }), 'ez8123');
    await user.type(within(dialog).getByRole('textbox', { name: 'Arriving from' }), 'Geneva');
    await user.click(within(picker).getByRole('button', { name: /Date/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Tomorrow 23/11/2026' }));
    await user.click(within(picker).getByRole('button', { name: /Minute/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '37' }));
    expect(await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } })).toHaveProperty('violations', []);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onSubmit).toHaveBeenCalledWith(
      'outward',
      expect.objectContaining({
        Number: 'EZ8123',
        AirportText: 'Geneva',
        LandingTime: new Date(2026, 10, 23, 10, 37),
        ArrivingFrom: { Time: new Date(2026, 10, 23, 10, 37), PickUpType: 'Later' },
      }),
    );
  });
});

describe('FlightDetailsDialog without flight details', () => {
  it('ticking no-details clears and disables the fields and their errors; unticking re-enables', async () => {
    const { user, onSubmit, dialog } = openFlightDetails({
      defaultFlight: createFlight({ Number: 'BA1' }),
      loadAirports: async () => [],
    });
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('link', { name: 'Arriving from is required' })).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', {
      name: "I don't have flight details please follow the booking time",
    });
    expect(box).toHaveAccessibleDescription(/Please tick this box to confirm if flight details are not available$/);
    await user.click(box);
    const number = within(dialog).getByRole('textbox', { name: /Flight number/ });
    expect(number).toHaveValue('');
    expect(number).toBeDisabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(box);
    expect(within(dialog).getByRole('textbox', { name: /Flight number/ })).toBeEnabled();
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('outward', expect.objectContaining({ IsFlightDetail: true, Number: '' }));
  });
});
