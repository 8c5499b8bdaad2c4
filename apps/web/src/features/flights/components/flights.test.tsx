import { formatWhen } from '@cabkit/domain/locale';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer, type Received } from '../../../test/fake-server';
import { quotationResponse, tower } from '../../../test/fixtures';
import { bookingRequest, checkSections } from '../../booking/state/actions';
import { toStoredTime } from '../../../lib/local-time';
import { flightOf, saveFlightDetails } from '../state/flight-actions';
import { clearQuoteCache, toQuoteState } from '../../../state/quote';
import { FlightDialogs } from './flight-dialogs';
import { FlightsHost } from './flights-host';
import { flightRequestFields, flightUi, openFlightDetails } from '../state/flight-model';
import { FlightSection } from './flight-section';
import { heathrow, searchItem } from '../test-fixtures';
import { axeViolations } from '../../../test/render-app';

// Dialog journeys typed key by key take a while on the shared 2-core machine.
vi.setConfig({ testTimeout: 90_000 });

const inThreeHours = new Date(Date.now() + 3 * 3600_000);
inThreeHours.setSeconds(0, 0);

function server(): Received[] {
  return fakeServer({
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'GET /api/searchairport': ({ query }) => {
      if (query.has('searchstring')) {
        return { body: [{ Code: 'BA', Iata: 'BA', Icao: 'BAW', Name: 'British Airways', Country: 'United Kingdom' }] };
      }
      return {
        body: [
          {
            Id: 1193,
            Code: 'DUB',
            Icao: 'EIDW',
            Name: 'Dublin Airport',
            City: 'Dublin',
            Country: 'Ireland',
            CountryLowerCase: 'ireland',
            FullAddress: 'Dublin Airport, Dublin, Ireland',
            IconPath: '',
            Category: 'Airport',
            Latitude: 53.42,
            Longitude: -6.27,
          },
        ],
      };
    },
    'GET /api/searchflight': () => ({
      body: {
        Code: 1,
        Message: '',
        Flights: [
          searchItem('BA1684', 'Gabala International Airport', 'GBB', inThreeHours),
          searchItem('BA2014', 'Trivandrum International Airport', 'TRV', new Date(inThreeHours.getTime() + 3600_000)),
        ],
      },
    }),
    'GET /api/flightinfo': ({ query }) => ({
      body: {
        Code: 1,
        Message: '',
        Flight: {
          Number: query.get('flightNo'),
          Airline: 'Aer Lingus',
          AirlineCode: 'EI',
          Airport: {
            Code: 'DUB',
            Name: 'Dublin Airport',
            City: 'Dublin',
            FullAddress: 'Dublin Airport, Dublin, Ireland',
            IconPath: '',
            CountryLowerCase: 'ireland',
          },
          AirportText: 'Dublin Airport (DUB)',
          AirportCode: 'DUB',
          Destination: {
            Code: 'LHR',
            Name: 'London Heathrow Airport',
            City: 'London',
            FullAddress: '',
            IconPath: '',
            CountryLowerCase: 'united kingdom',
          },
          DepartureTime: new Date(inThreeHours.getTime() - 3600_000).toISOString(),
          LandingTime: inThreeHours.toISOString(),
          EstimatedLandingTime: inThreeHours.toISOString(),
          DelayMinutes: 0,
          Status: 'Scheduled',
        },
      },
    }),
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Opens a select and picks the option with that name. */
async function chooseOption(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, name: string | RegExp) {
  await user.click(select);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

function renderFlights(onContinue = vi.fn()) {
  const user = userEvent.setup();
  render(
    <>
      <FlightSection />
      <FlightDialogs onContinue={onContinue} pickerReadyDelayMs={0} />
    </>,
  );
  return { user, onContinue };
}

beforeAll(async () => {
  await import('../../booking/state/validate');
});

beforeEach(() => {
  resetBooking();
  clearQuoteCache();
  applyConfiguration({ IsCashAllowed: true, allowGuests: true, layoutTemplate: 'wizard' });
  Object.assign(flightUi, {
    detailsTab: null,
    finderTab: null,
    finderFromDetails: false,
    continueWhenDone: false,
    inline: false,
    variant: 'autocomplete',
    inlineChecked: false,
  });
  bookingState.pickup = heathrow;
  bookingState.dropoff = tower;
});
afterEach(() => vi.unstubAllGlobals());

describe('flights in the journey (airport pickup)', () => {
  it('finds the flight with the finder: best match first, the flight recorded, pickup after landing, timeline', async () => {
    const received = server();
    const { user } = renderFlights();
    const outward = screen.getByRole('region', { name: 'Outward flight' });
    expect(outward).toHaveTextContent('Landing at London Heathrow Airport');
    expect(outward).toHaveTextContent('No flight details yet.');

    await user.click(within(outward).getByRole('button', { name: 'Find my flight' }));
    const finder = await screen.findByRole('dialog', { name: 'Find your flight' }, { timeout: 5000 });
    expect(finder).toHaveAccessibleDescription(/Landing at London Heathrow Airport/);
    // Both required fields missing: the spec's messages.
    await user.click(within(finder).getByRole('button', { name: 'Find My Flight' }));
    const summary = await within(finder).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Datetime is required!' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Airline is required!' })).toBeInTheDocument();

    // The departure picker is part of the form: a date chosen counts at once (no Done).
    await chooseOption(user, within(finder).getByRole('button', { name: /Date/ }), /^Today /);
    await user.type(within(finder).getByRole('combobox', { name: 'Airline' }), 'Brit');
    await user.click(await screen.findByRole('option', { name: /British Airways/ }, { timeout: 5000 }));
    await user.click(within(finder).getByRole('button', { name: 'Find My Flight' }));

    const best = await within(finder).findByRole('region', { name: 'Best match' }, { timeout: 5000 });
    expect(await axeViolations()).toEqual([]);
    expect(within(best).getAllByRole('button')).toHaveLength(1);
    expect(within(best).getByRole('button')).toHaveTextContent(/^BA1684 from Gabala International Airport \(GBB\)/);
    const options = within(finder).getByRole('region', { name: 'Possible options' });
    expect(within(options).getByRole('button')).toHaveTextContent(/^BA2014/);
    const search = received.find((r) => r.path === '/api/searchflight');
    expect(search?.query.get('destination')).toBe('LHR');
    expect(search?.query.get('airline')).toBe('BA');
    expect(Number.isNaN(Date.parse(search?.query.get('departuretime') ?? ''))).toBe(false);

    await user.click(within(best).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bookingState.flight).toMatchObject({ Number: 'BA1684', AirportCode: 'LHR', IsFlightDetail: false });
    expect(outward).toHaveTextContent(/BA1684 from Gabala International Airport \(GBB\), landing/);
    // The pickup follows the flight: landing plus 30 minutes, rounded up to 5 minutes.
    expect(bookingState.pickUpType).toBe('Later');
    const pickup = new Date(bookingState.time);
    expect(pickup.getTime() - inThreeHours.getTime()).toBeGreaterThanOrEqual(30 * 60_000);
    expect(pickup.getTime() - inThreeHours.getTime()).toBeLessThan(35 * 60_000);
    expect(pickup.getMinutes() % 5).toBe(0);
    expect(
      within(outward).getByRole('progressbar', { name: 'Pickup within the free waiting time' }),
    ).toBeInTheDocument();
    expect(flightRequestFields(bookingState)).toMatchObject({
      flightno: 'BA1684',
      flightfrom: 'Gabala International Airport (GBB)',
      flightlandingtime: inThreeHours.toISOString(),
    });
  });

  it('the passenger chooses the waiting time after landing: the timeline and the booking follow it', async () => {
    server();
    const landing = new Date(inThreeHours);
    const pickup = new Date(landing.getTime() + 35 * 60_000);
    Object.assign(bookingState, {
      pickUpType: 'Later',
      time: toStoredTime(pickup),
      vehicleId: 1,
      paymentType: 'cash',
      quote: toQuoteState(quotationResponse(1) as never),
    });
    bookingState.flight = { ...bookingState.flight, Number: 'BA1684', AirportText: 'Gabala', AirportCode: 'LHR' };
    bookingState.flight.LandingTime = landing.toISOString();
    const { user } = renderFlights();
    const outward = screen.getByRole('region', { name: 'Outward flight' });
    const stepper = within(outward).getByRole('textbox', { name: /Waiting time after landing/ });
    expect(stepper).toHaveValue('60');
    const waitEnd = () => within(outward).getByText('Free wait ends').parentElement?.querySelector('time');
    expect(waitEnd()).toHaveAttribute('dateTime', new Date(pickup.getTime() + 60 * 60_000).toISOString());
    expect(bookingRequest('r1')?.waitingtime).toBe(60);

    await user.click(within(outward).getByRole('button', { name: /Increase/ }));
    await user.click(within(outward).getByRole('button', { name: /Increase/ }));
    expect(stepper).toHaveValue('90');
    expect(waitEnd()).toHaveAttribute('dateTime', new Date(pickup.getTime() + 90 * 60_000).toISOString());
    // Sent with the booking; the server does not price a single journey's wait, so the fare stays as quoted.
    expect(bookingRequest('r1')).toMatchObject({ waitingtime: 90, totalfare: 23.5 });
    // Details saved again (the dialog's OK) keep the chosen wait.
    saveFlightDetails('outward', { ...flightOf('outward'), WaitingTime: 0 });
    expect(bookingState.flight.WaitingTime).toBe(90);
    // A wait-and-return books its own waiting time: no flight stepper then.
    bookingState.returnKind = 'w&r';
    await waitFor(() =>
      expect(within(outward).queryByRole('textbox', { name: /Waiting time after landing/ })).toBeNull(),
    );
  });

  it('leaving the contact step opens the flight dialog; the no-details box lets the wizard carry on', async () => {
    server();
    const { user, onContinue } = renderFlights();
    Object.assign(bookingState.contact, { name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com' });
    expect(await checkSections(['contact'])).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Flight details' }, { timeout: 5000 });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    const number = within(dialog).getByRole('textbox', { name: 'Flight number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription('Error: Flight number is required'));
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription(
      'Error: Please tick this box to confirm if flight details are not available',
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(
      within(dialog).getByRole('checkbox', { name: "I don't have flight details please follow the booking time" }),
    );
    expect(number).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(bookingState.flight.IsFlightDetail).toBe(true);
    expect(screen.getByRole('region', { name: 'Outward flight' })).toHaveTextContent(
      'No flight details: the driver follows the booking time.',
    );
    // Declined: the step passes and nothing about a flight is sent.
    expect(await checkSections(['contact'])).toBe(true);
    expect(flightRequestFields(bookingState).flightno).toBe('');
  });

  it('manual entry from the dialog: the number is recorded and completed from the flight info', async () => {
    const received = server();
    const { user, onContinue } = renderFlights();
    await user.click(
      within(screen.getByRole('region', { name: 'Outward flight' })).getByRole('button', { name: 'Flight details' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Flight details' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Find my flight' }));
    const finder = await screen.findByRole('dialog', { name: 'Find your flight' }, { timeout: 5000 });
    await user.click(within(finder).getByRole('button', { name: 'Enter Flight Number' }));
    await user.type(within(finder).getByRole('textbox', { name: 'Enter Flight Number' }), 'ei154{Enter}');

    // The details dialog comes back with the number; the flight info fills in where it comes from.
    const again = await screen.findByRole('dialog', { name: 'Flight details' }, { timeout: 5000 });
    expect(within(again).getByRole('textbox', { name: 'Flight number' })).toHaveValue('EI154');
    await waitFor(() => expect(bookingState.flight.AirportText).toBe('Dublin Airport'));
    expect(received.find((r) => r.path === '/api/flightinfo')?.query.get('flightNo')).toBe('EI154');
    await user.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened from the journey, not by the step gate: the wizard does not move on by itself.
    expect(onContinue).not.toHaveBeenCalled();
    expect(bookingState.flight).toMatchObject({ Number: 'EI154', LandingTime: inThreeHours.toISOString() });
  });

  it('inline templates show the flight fields in the journey and check them with it', async () => {
    server();
    flightUi.inline = true;
    const { user } = renderFlights();
    const outward = screen.getByRole('region', { name: 'Outward flight' });
    expect(await checkSections(['journey'])).toBe(false);
    const number = within(outward).getByRole('textbox', { name: 'Flight number' });
    await waitFor(() => expect(number).toHaveAccessibleDescription('Error: Flight number is required'));
    expect(within(outward).getByRole('combobox', { name: 'Arriving from' })).toHaveAccessibleDescription(
      /Arriving from is required/,
    );
    expect(await axeViolations()).toEqual([]);

    await user.type(number, 'ei154');
    await user.type(within(outward).getByRole('combobox', { name: 'Arriving from' }), 'Dub');
    await user.click(await screen.findByRole('option', { name: /Dublin Airport/ }, { timeout: 5000 }));
    expect(bookingState.flight).toMatchObject({ Number: 'EI154', AirportText: 'Dublin Airport' });
    expect(bookingState.flight.Airport?.Code).toBe('DUB');
    await checkSections(['journey']);
    expect(Object.keys(bookingState.errors).filter((key) => key.startsWith('flight-'))).toEqual([]);
    expect(flightRequestFields(bookingState)).toMatchObject({ flightno: 'EI154', flightfrom: 'Dublin Airport (DUB)' });
  });
});

describe('flight dialog variants and tabs', () => {
  it("the '360' variant takes free-text arriving-from and an arrival time, and sends them with the booking", async () => {
    server();
    flightUi.variant = '360';
    const { user } = renderFlights();
    openFlightDetails('outward');
    const dialog = await screen.findByRole('dialog', { name: 'Flight details' }, { timeout: 5000 });
    expect(within(dialog).queryByRole('combobox', { name: 'Arriving from' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Arriving from' })).toHaveAccessibleDescription(
      'Error: Arriving from is required',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Flight number' }), 'fr202');
    await user.type(within(dialog).getByRole('textbox', { name: 'Arriving from' }), 'Dublin');
    // The arrival picker is part of the form: each choice counts at once (no Done), to the minute.
    const landing = new Date(Date.now() + 60 * 60_000);
    const picker = within(dialog).getByRole('region', { name: 'Arrival date and time' });
    await chooseOption(
      user,
      within(picker).getByRole('button', { name: /Date/ }),
      new RegExp(formatWhen(landing, { show: 'date' })),
    );
    await chooseOption(user, within(picker).getByRole('button', { name: /Hour/ }), pad(landing.getHours()));
    await chooseOption(user, within(picker).getByRole('button', { name: /Minute/ }), pad(landing.getMinutes()));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const fields = flightRequestFields(bookingState);
    expect(fields).toMatchObject({ flightno: 'FR202', flightfrom: 'Dublin' });
    const arrival = new Date(fields.flightlandingtime).getTime() - Date.now();
    expect(arrival).toBeGreaterThan(55 * 60_000);
    expect(arrival).toBeLessThan(65 * 60_000);
  });

  it('a return to an airport drop-off adds the Return flight tab; OK on the outward tab moves to it', async () => {
    server();
    bookingState.dropoff = {
      ...heathrow,
      Id: 733,
      Name: 'London Gatwick Airport',
      Code: 'LGW',
      Fulladdress: 'London Gatwick Airport',
    };
    bookingState.returnKind = 'rtn';
    const { user } = renderFlights();
    expect(screen.getByRole('region', { name: 'Return flight' })).toHaveTextContent(
      'Landing at London Gatwick Airport',
    );
    openFlightDetails('outward');
    const dialog = await screen.findByRole('dialog', { name: 'Flight details' }, { timeout: 5000 });
    expect(within(dialog).getByRole('tab', { name: 'Outward flight' })).toHaveAttribute('aria-selected', 'true');
    await user.click(
      within(dialog).getByRole('checkbox', { name: "I don't have flight details please follow the booking time" }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: 'Return flight' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(bookingState.flight.IsFlightDetail).toBe(true);
    const returnPanel = within(dialog).getByRole('tabpanel', { name: 'Return flight' });
    await user.type(within(returnPanel).getByRole('textbox', { name: 'Flight number' }), 'ba2491');
    await user.type(within(returnPanel).getByRole('combobox', { name: 'Arriving from' }), 'Dub');
    await user.click(await screen.findByRole('option', { name: /Dublin Airport/ }, { timeout: 5000 }));
    await user.click(within(returnPanel).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(flightRequestFields(bookingState)).toMatchObject({
      flightno: '',
      returnflightno: 'BA2491',
      returnflightfrom: 'Dublin Airport (DUB)',
    });
    expect(bookingState.returnFlight.AirportCode).toBe('LGW');
  });

  it('a pickup moved to another airport clears the flight recorded for the first one', async () => {
    server();
    bookingState.flight = { ...bookingState.flight, Number: 'BA1684', AirportCode: 'LHR' };
    render(<FlightsHost template="wizard" onContinue={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bookingState.flight.Number).toBe('BA1684');
    bookingState.pickup = { ...heathrow, Id: 733, Name: 'London Gatwick Airport', Code: 'LGW' };
    await waitFor(() => expect(bookingState.flight.Number).toBe(''));
  });

  it('a quotation that runs out clears the flights (docs/behaviour/quotation.md#quote-expiry)', async () => {
    server();
    bookingState.flight = { ...bookingState.flight, Number: 'BA1684', IsFlightDetail: false };
    render(<FlightsHost template="wizard" onContinue={vi.fn()} />);
    expect(bookingState.flight.Number).toBe('BA1684');
    bookingState.quoteExpired = true;
    await waitFor(() => expect(bookingState.flight.Number).toBe(''));
  });
});
