import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { FlightFinderDialog } from './FlightFinderDialog';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });

function renderFinder(onSearch = vi.fn(async () => [])) {
  render(
    <FlightFinderDialog
      open
      onOpenChange={vi.fn()}
      pickupAddress="Heathrow Airport Terminal 5, TW6 2GA"
      now={new Date(2026, 10, 22, 10, 0)}
      pickerReadyDelayMs={0}
      loadAirlines={async () => [{ id: 'BA', label: 'British Airways', description: 'BA' }]}
      loadAirports={async () => []}
      onSearch={onSearch}
      onPick={vi.fn()}
      onManualEntry={vi.fn()}
    />,
  );
  return { dialog: screen.getByRole('dialog', { name: 'Find your flight' }), onSearch };
}

describe('FlightFinderDialog airline', () => {
  it("says nothing on opening, and 'Airline is required!' (SPEC's words) once the airline is typed and cleared", async () => {
    const user = userEvent.setup();
    const { dialog } = renderFinder();
    const airline = within(dialog).getByRole('combobox', { name: 'Airline' });
    await user.click(airline);
    await user.tab();
    expect(within(dialog).queryByText(/Airline is required/)).toBeNull();
    await user.type(airline, 'Br');
    await user.clear(airline);
    await user.tab();
    expect(airline).toHaveAccessibleDescription('Error: Airline is required!');
  });
});

describe('FlightFinderDialog departure date-time', () => {
  it("ties 'Datetime is required!' to the date selector, and the summary link focuses it", async () => {
    const user = userEvent.setup();
    const { dialog, onSearch } = renderFinder();
    const picker = within(dialog).getByRole('region', { name: 'Departure date and time' });
    // Part of the form: no quick buttons, no Done or Close of its own.
    expect(within(picker).queryByRole('button', { name: /min$/ })).toBeNull();
    expect(within(picker).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(within(picker).queryByRole('button', { name: 'Close' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Find My Flight' }));
    const summary = await within(dialog).findByRole('alert');
    const date = within(picker).getByRole('button', { name: /Date/ });
    expect(date).toHaveAccessibleDescription('Error: Datetime is required!');
    expect(date.closest('[data-invalid]')).not.toBeNull();
    await user.click(within(summary).getByRole('link', { name: 'Datetime is required!' }));
    expect(date).toHaveFocus();
    expect(onSearch).not.toHaveBeenCalled();
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('counts the chosen date and time at once (5-minute steps) and searches with it', async () => {
    const user = userEvent.setup();
    const { dialog, onSearch } = renderFinder();
    const picker = within(dialog).getByRole('region', { name: 'Departure date and time' });
    await user.click(within(picker).getByRole('button', { name: /Date/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Today 22/11/2026' }));
    expect(dialog).toHaveTextContent('Departure: 22/11/2026 10:00');
    await user.click(within(picker).getByRole('button', { name: /Minute/ }));
    const minutes = within(screen.getByRole('listbox')).getAllByRole('option');
    const fiveMinuteSteps = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));
    expect(minutes.map((option) => option.textContent)).toEqual(fiveMinuteSteps);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '25' }));
    await user.type(within(dialog).getByRole('combobox', { name: /Airline/ }), 'Br');
    await user.click(await screen.findByRole('option', { name: /British Airways/ }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Find My Flight' }));
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        DateTime: new Date(2026, 10, 22, 10, 25),
        Airline: expect.objectContaining({ id: 'BA' }),
      }),
    );
    expect(within(dialog).queryByRole('link', { name: 'Datetime is required!' })).toBeNull();
  });
});
