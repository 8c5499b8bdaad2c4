import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, createBookingState, type Place } from '../../../state/booking';
import { type Received, fakeServer } from '../../../test/fake-server';
import { kingsCross, place, quotationResponse } from '../../../test/fixtures';
import { AddressField, loadAutocomplete, loadPlaceOptions } from './address-field';
import { JourneySection } from './journey-section';

const heathrow: Place = { ...place(9, 'Heathrow Airport', 'TW6 1QG', 51.47, -0.4543), Category: 'Air', Code: 'LHR' };

function server(): Received[] {
  return fakeServer({
    'GET /api/searchaddress': ({ query }) => {
      const text = (query.get('prefix') ?? '').toLowerCase();
      return {
        body: [kingsCross, heathrow].filter((p) => p.Name.toLowerCase().includes(text)),
      };
    },
    'POST /api/quotation': () => ({ body: quotationResponse(1) }),
  });
}

/** A field whose choice is kept unless `accept` says no (as the journey does for a same address). */
function Harness({ accept = () => true }: { accept?: (place: Place) => boolean }) {
  const [value, setValue] = useState<Place | null>(null);
  const [error, setError] = useState<string>();
  return (
    <>
      <AddressField
        label="Pickup"
        value={value}
        error={error}
        onSelect={(chosen) => {
          if (chosen && !accept(chosen)) {
            setError('Something went wrong, please try again.');
            setValue(null);
            return false;
          }
          setError(undefined);
          setValue(chosen);
          return true;
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const searches = (received: Received[]) => received.filter((r) => r.path === '/api/searchaddress');

beforeEach(() => Object.assign(bookingState, createBookingState()));
afterEach(() => vi.unstubAllGlobals());

describe('address results', () => {
  it('puts airports first under their own heading, each place once', async () => {
    fakeServer({ 'GET /api/searchaddress': () => ({ body: [kingsCross, heathrow, kingsCross] }) });
    const options = await loadPlaceOptions('ki');
    expect(options.map((o) => [o.group, o.label, o.description])).toEqual([
      ['Airports', heathrow.Fulladdress, 'LHR'],
      ['Addresses', kingsCross.Fulladdress, undefined],
    ]);
  });
});

describe('AddressField before the Autocomplete has loaded', () => {
  it('is a labelled combobox that hands what was typed, and the focus, to the Autocomplete', async () => {
    server();
    vi.resetModules();
    const fresh = await import('./address-field');
    const user = userEvent.setup();
    render(<fresh.AddressField label="Pickup" value={null} onSelect={() => true} />);
    const standIn = screen.getByRole('combobox', { name: 'Pickup' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    await user.type(standIn, 'Heat');
    // Typing starts the Autocomplete's import; after resetModules it evaluates react-aria afresh, which has taken
    // over 10 s under CI load. Wait for the swap on its own, longer clock, then for the list.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pickup' })).not.toBe(standIn), {
      timeout: 30_000,
    });
    expect(await screen.findByRole('option', { name: /Heathrow Airport/ }, { timeout: 10_000 })).toBeVisible();
    const box = screen.getByRole('combobox', { name: 'Pickup' });
    expect(box).not.toBe(standIn);
    expect(box).toHaveValue('Heat');
    expect(box).toHaveFocus();
  });
});

describe('AddressField', () => {
  beforeAll(async () => {
    await loadAutocomplete();
  });

  it('searches from 2 characters and groups airports and addresses in the list', async () => {
    const received = server();
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup' }), 'r');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeVisible();
    expect(searches(received)).toHaveLength(0);
    await user.type(screen.getByRole('combobox', { name: 'Pickup' }), 'o');
    const airports = await screen.findByRole('group', { name: 'Airports' }, { timeout: 5000 });
    expect(within(airports).getByRole('option', { name: /Heathrow Airport/ })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Addresses' })).getByRole('option', { name: /King's Cross/ }),
    ).toBeVisible();
    expect(searches(received).at(-1)?.query.get('prefix')).toBe('ro');
  });

  it('says when nothing is found, and calls typed text that was not picked invalid on leaving the box', async () => {
    server();
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Pickup' });
    await user.type(box, 'Zzyzx');
    const list = await screen.findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() => expect(list).toHaveTextContent('No results found'), { timeout: 5000 });
    // While the list is open the rest of the page is hidden from assistive tech: leave with Tab, as a keyboard user does.
    await user.tab();
    await waitFor(() => expect(box).toHaveAccessibleDescription('Error: Pickup is invalid'));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes a picked place, and empties the box and keeps the focus in it when the choice is rejected', async () => {
    server();
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup' }), 'King');
    await user.click(await screen.findByRole('option', { name: /King's Cross/ }, { timeout: 5000 }));
    expect(screen.getByRole('combobox', { name: 'Pickup' })).toHaveValue(kingsCross.Fulladdress);
    unmount();

    render(<Harness accept={() => false} />);
    await user.type(screen.getByRole('combobox', { name: 'Pickup' }), 'King');
    await user.click(await screen.findByRole('option', { name: /King's Cross/ }, { timeout: 5000 }));
    const box = screen.getByRole('combobox', { name: 'Pickup' });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Error: Something went wrong, please try again.');
  });
});

describe('JourneySection times', () => {
  beforeAll(async () => {
    await loadAutocomplete();
  });

  it('offers one way, return and wait and return; Return opens the return date picker and Done sets it', async () => {
    server();
    const user = userEvent.setup();
    render(<JourneySection />);
    const types = screen.getByRole('radiogroup', { name: 'Journey type' });
    expect(within(types).getByRole('radio', { name: 'One way' })).toBeChecked();
    await user.click(within(types).getByRole('radio', { name: 'Return' }));
    expect(bookingState.returnKind).toBe('rtn');
    const picker = await screen.findByRole('region', { name: 'Return date and time' }, { timeout: 10_000 });
    const done = within(picker).getByRole('button', { name: 'Done' });
    // The selectors are ready after 1 s (docs/behaviour/journey.md#date-time-picker); Done then applies the suggested time.
    await waitFor(() => expect(picker).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    await user.click(done);
    await waitFor(() => expect(bookingState.returnTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/));
    expect(screen.queryByRole('region', { name: 'Return date and time' })).not.toBeInTheDocument();
    expect(screen.getByText(/Return date and time:/).parentElement).toHaveTextContent(
      /Return date and time: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await user.click(within(types).getByRole('radio', { name: 'Wait and return' }));
    expect(bookingState.returnKind).toBe('w&r');
    expect(bookingState.returnTime).toBe('');
  });

  it('Later with no time by default (docs/behaviour/journey.md#pickup-time); Choose opens the picker, a quick button and Done set the time', async () => {
    server();
    const user = userEvent.setup();
    render(<JourneySection />);
    const when = screen.getByRole('radiogroup', { name: 'Pickup time' });
    expect(within(when).getByRole('radio', { name: 'Later' })).toBeChecked();
    expect(bookingState.pickUpType).toBe('Later');
    expect(screen.getByText(/Not chosen yet/)).toBeInTheDocument();
    // The picker counts from the time of the render that opens it (or a later one): not before this.
    const opened = Date.now();
    await user.click(screen.getByRole('button', { name: 'Choose pickup date and time' }));
    const picker = await screen.findByRole('region', { name: 'Pickup date and time' }, { timeout: 10_000 });
    await waitFor(() => expect(picker).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    await user.click(within(picker).getByRole('button', { name: 'In 30 min' }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Pickup date and time' })).not.toBeInTheDocument());
    const chosen = new Date(bookingState.time).getTime();
    // "In 30 min" is that time plus 30 minutes, to the minute below (docs/behaviour/journey.md#pickup-time).
    expect(chosen).toBeGreaterThanOrEqual(Math.floor((opened + 30 * 60_000) / 60_000) * 60_000);
    expect(chosen).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
    await user.click(within(when).getByRole('radio', { name: 'ASAP' }));
    expect(bookingState.pickUpType).toBe('Now');
  });
});
