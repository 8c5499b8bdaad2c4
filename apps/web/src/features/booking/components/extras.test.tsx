import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingState, resetBooking } from '../../../state/booking';
import { applyConfiguration } from '../../../state/config';
import { fakeServer, type Handler } from '../../../test/fake-server';
import { kingsCross, nightcabBrand, quotationResponse, tower, vehicleTypesResponse } from '../../../test/fixtures';
import { FareSummary } from './fare-summary';
import { VehicleSection } from './vehicle-section';
import { bookingRequest } from '../state/actions';
import { clearQuoteCache, requestQuote } from '../../../state/quote';
import { loadVehicleTypes } from '../../../state/vehicles';
import { BookingExtras } from '../../extras/components/booking-extras';
import { promoCheckState } from '../../extras/state/actions';
import { resetPriceTiers } from '../../extras/state/pricing';

const pricesResponse = {
  Code: 1,
  Message: '',
  Categories: [1, 2].map((id) => ({
    Id: id,
    Name: id === 1 ? 'Saloon' : 'Estate',
    Items: [
      { Id: 11, Name: 'Economy', Description: 'Best price', Factor: 0.9, IsDefault: false },
      { Id: 12, Name: 'Standard', Description: 'Our usual service', Factor: 1, IsDefault: true },
      { Id: 13, Name: 'Premium', Description: 'Newest vehicles', Factor: 1.25, IsDefault: false },
      { Id: 14, Name: 'Account', Description: 'Corporate', Factor: 0.95, IsDefault: false },
    ],
  })),
};

function promoAnswer(code: number, message: string, value = 0, promoId = 0) {
  return { Code: code, Message: message, PromoCode: 'WELCOME10', Value: value, PromoId: promoId, CurrencyCode: 'GBP' };
}

function server(overrides: Record<string, Handler> = {}) {
  return fakeServer({
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'GET /api/prices': () => ({ body: pricesResponse }),
    'POST /api/quotation': ({ body }) => ({
      body: quotationResponse(Number((body as { vehtypeid: number }).vehtypeid)),
    }),
    'POST /api/promocode': () => ({ body: promoAnswer(1, 'Promo code applied: £10 off.', 10, 3) }),
    ...overrides,
  });
}

/** A tenant brand with its own vehicle pictures (themes/<tenant>/vehicles). */
const brandWithVehicles = nightcabBrand;

const submitted = vi.fn();

async function renderStep() {
  const user = userEvent.setup();
  render(
    <>
      <form
        aria-label="Booking"
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <VehicleSection />
        <BookingExtras />
      </form>
      <FareSummary />
    </>,
  );
  await loadVehicleTypes();
  await requestQuote({ immediate: true });
  await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50'));
  return user;
}

beforeAll(async () => {
  // The dialogs load lazily; load them once so the first test's timeouts are not spent transforming them.
  await Promise.all([import('@cabkit/ui/dialogs'), import('../../extras/components/options-fields')]);
});

beforeEach(() => {
  resetBooking();
  // ASAP journeys: a new booking starts Later with no time and is not quoted until one is chosen.
  bookingState.pickUpType = 'Now';
  resetPriceTiers();
  clearQuoteCache();
  submitted.mockReset();
  Object.assign(promoCheckState, { price: 0, notice: '' });
  applyConfiguration({ minPassengers: 1, minLuggages: 0, ShowPets: true, ShowChildSeats: false });
  Object.assign(bookingState, { pickup: kingsCross, dropoff: tower, paymentType: 'cash' });
  Object.assign(bookingState.contact, { name: 'Ada Lovelace', phone: '7911123456', email: 'ada@example.com' });
});
afterEach(() => vi.unstubAllGlobals());

describe('passenger and luggage options', () => {
  it('steps within the limits, moves to a vehicle that takes the luggage, requotes and books the counts', async () => {
    const received = server();
    const user = await renderStep();
    const vehicles = screen.getByRole('radiogroup', { name: 'Vehicle' });
    expect(within(vehicles).getByRole('radio', { name: /Saloon/ })).toBeChecked();
    // Pets are shown (ShowPets) under "Add extras", closed while none is set; child seats are not (ShowChildSeats false).
    expect(await screen.findByRole('group', { name: 'Passengers and luggage' })).toBeInTheDocument();
    const addExtras = screen.getByRole('button', { name: 'Add extras' });
    expect(addExtras).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Small pets' })).not.toBeInTheDocument();
    await user.click(addExtras);
    expect(addExtras).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Small pets' })).toHaveValue('0');
    expect(screen.queryByRole('textbox', { name: 'Child seats' })).not.toBeInTheDocument();

    const luggage = screen.getByRole('textbox', { name: 'Luggage' });
    const more = screen.getByRole('button', { name: /Increase.*Luggage/ });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    expect(luggage).toHaveValue('3');
    // The saloon takes 2 cases: it cannot be chosen now, and the estate is.
    expect(within(vehicles).getByRole('radio', { name: /Saloon/ })).toBeDisabled();
    expect(within(vehicles).getByRole('radio', { name: /Estate/ })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Total fare')).toHaveTextContent('£31.50'));
    // The fare shows the estate's AdditionalPrices at once; the requote for it follows the debounce.
    await waitFor(() => {
      const quotes = received.filter((r) => r.path === '/api/quotation');
      expect(quotes.at(-1)?.body).toMatchObject({ vehtypeid: 2 });
    });

    // The largest vehicle takes 4 cases: a fifth is not offered.
    await user.click(more);
    await user.click(more);
    expect(luggage).toHaveValue('4');

    const pets = screen.getByRole('button', { name: /Increase.*Small pets/ });
    await user.click(pets);
    await user.click(pets);
    await user.click(pets);
    expect(screen.getByRole('textbox', { name: 'Small pets' })).toHaveValue('2');

    expect(bookingRequest('req-1')).toMatchObject({ luggages: 4, smallpets: 2, passengers: 1, vehtypeid: 2 });
  });

  it('opens "Add extras" by itself when one of its options is already set', async () => {
    server();
    bookingState.options.otherPets = 1;
    await renderStep();
    expect(await screen.findByRole('button', { name: 'Add extras' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Other pets' })).toHaveValue('1');
  });

  it("shows each vehicle's picture from the tenant's brand, its capacity in words and its price", async () => {
    // The vehicle type names its picture by the server's default path; the tenant's brand has its own.
    const pictured = vehicleTypesResponse.vehTypes.map((type) => ({
      ...type,
      Image: `/assets/images/vehicles/${type.Name.toLowerCase()}.svg`,
    }));
    server({ 'GET /api/vehicletypes': () => ({ body: { ...vehicleTypesResponse, vehTypes: pictured } }) });
    applyConfiguration({ brand: brandWithVehicles });
    await renderStep();
    const vehicles = screen.getByRole('radiogroup', { name: 'Vehicle' });
    const saloon = within(vehicles).getByRole('radio', { name: /Saloon/ });
    expect(saloon).toHaveAccessibleName(expect.stringMatching(/4 passengers.*luggage.*£23\.50/));
    expect(saloon.closest('label')?.querySelector('img')).toHaveAttribute('src', '/tenant/vehicles/saloon.svg');
    // A picture the brand lacks stays the vehicle type's own.
    const estate = within(vehicles).getByRole('radio', { name: /Estate/ });
    expect(estate.closest('label')?.querySelector('img')).toHaveAttribute('src', '/assets/images/vehicles/estate.svg');
  });

  it('shows every vehicle at the chosen price tier, the Standard tier first, and books the tier', async () => {
    server();
    const user = await renderStep();
    const tiers = await screen.findByRole('radiogroup', { name: 'Price tier' });
    expect(within(tiers).getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(within(tiers).queryByRole('radio', { name: /Account/ })).not.toBeInTheDocument();
    expect(within(tiers).getByRole('radio', { name: /Premium/ })).toHaveAccessibleName(/£29\.38/);

    await user.click(within(tiers).getByRole('radio', { name: /Premium/ }));
    const vehicles = screen.getByRole('radiogroup', { name: 'Vehicle' });
    expect(within(vehicles).getByRole('radio', { name: /Estate/ })).toHaveAccessibleName(/£39\.38/);
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('£29.38');
    expect(bookingRequest('req-2')).toMatchObject({ pricetier: 2, totalfare: 29.38 });
  });
});

describe('promo code and note to driver', () => {
  it('applies WELCOME10: a message confirms it, the fare shows £10 off, and the booking carries it', async () => {
    const received = server();
    const user = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promo Code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'welcome10{Enter}');

    const alert = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(alert).toHaveTextContent('Promo code applied: £10 off.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(screen.getByLabelText('Total fare')).toHaveTextContent('£13.50');
    expect(screen.getByRole('complementary')).toHaveTextContent('Promo code WELCOME10−£10');
    expect(received.find((r) => r.path === '/api/promocode')?.body).toMatchObject({
      price: 23.5,
      promocode: 'welcome10',
      currencycode: 'GBP',
    });
    expect(bookingRequest('req-3')).toMatchObject({ promoid: 3, totalfare: 13.5, pricetier: 1 });
    // Enter in the dialog never submitted the wizard's form behind it.
    expect(submitted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove promo code' }));
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50');
    expect(bookingRequest('req-4')).toMatchObject({ promoid: 0, totalfare: 23.5 });
  });

  it("shows the server's message for a refused code, the default one for Code 0, and requires a code", async () => {
    let answer = promoAnswer(2, 'This promo code has expired.');
    server({ 'POST /api/promocode': () => ({ body: answer }) });
    const user = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promo Code' });
    const field = within(dialog).getByRole('textbox', { name: 'Promo code' });

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findAllByText('Promo code is required')).not.toHaveLength(0);

    await user.type(field, 'SUMMER2024{Enter}');
    expect(await within(dialog).findByText('This promo code has expired.')).toBeInTheDocument();
    expect(bookingState.promoId).toBe(0);

    answer = promoAnswer(0, 'Internal detail');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('£23.50');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('checks the code again when the fare changes, and takes it off with the reason when refused', async () => {
    const received = server({
      'POST /api/promocode': ({ body }) => ({
        body:
          Number((body as { price: number }).price) >= 22
            ? promoAnswer(1, 'Promo code applied: £10 off.', 10, 3)
            : promoAnswer(2, 'This promo code needs a fare of at least £22.'),
      }),
    });
    const user = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Promo Code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Promo code' }), 'WELCOME10{Enter}');
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('£13.50');

    // Economy makes the fare £21.15, under this code's minimum: the server refuses it now.
    const tiers = await screen.findByRole('radiogroup', { name: 'Price tier' });
    await user.click(within(tiers).getByRole('radio', { name: /Economy/ }));
    expect(
      await screen.findByText('Promo code WELCOME10 was removed: This promo code needs a fare of at least £22.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Total fare')).toHaveTextContent('£21.15');
    expect(bookingState.promoId).toBe(0);
    const checks = received.filter((r) => r.path === '/api/promocode').map((r) => (r.body as { price: number }).price);
    expect(checks).toEqual([23.5, 21.15]);
  });

  it('saves a note to the driver that goes with the booking', async () => {
    server();
    const user = await renderStep();
    await user.click(screen.getByRole('button', { name: 'Add note to driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note to driver' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to driver (optional)' }),
      'Ring on arrival{Enter}',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Note to driver: Ring on arrival')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit note to driver' })).toBeInTheDocument();
    expect(bookingRequest('req-5')).toMatchObject({ note: 'Ring on arrival' });
    expect(submitted).not.toHaveBeenCalled();
  });
});
