import defaultContent from '@cabkit/themes/default/content.json';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBookingState } from '../../state/booking';
import { configState } from '../../state/config';
import { fakeServer } from '../../test/fake-server';
import { vehicleTypesResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

function renderHome() {
  fakeServer({
    'GET /api/tenant': () => ({ body: { title: 'Cabkit Cars', phone: '020 7946 0000', email: 'e@x.example' } }),
    'GET /api/vehicletypes': () => ({ body: vehicleTypesResponse }),
    'GET /tenant/content.json': () => ({ body: defaultContent }),
  });
  renderApp('/home.html');
}

describe('home page', () => {
  it('asks for the pickup time with the wizard’s own control and default, Later', async () => {
    const user = userEvent.setup();
    renderHome();
    const form = await screen.findByRole('form', { name: 'Get a quote' }, { timeout: 8000 });
    const time = within(form).getByRole('radiogroup', { name: 'Pickup time' });
    expect(within(time).getByRole('radio', { name: 'Later' })).toBeChecked();
    expect(within(time).getByRole('radio', { name: 'ASAP' })).not.toBeChecked();
    expect(createBookingState().pickUpType).toBe('Later');
    expect(within(form).getByText('Not chosen yet')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Get a quote' }));
    expect(within(form).getByText('Pickup time is required')).toBeInTheDocument();
    await user.click(within(time).getByRole('radio', { name: 'ASAP' }));
    expect(within(form).queryByText('Pickup time is required')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Choose pickup date and time' })).toBeNull();
  }, 30_000);

  it('shows the tenant’s own assurances and the payment methods its configuration allows', async () => {
    Object.assign(configState, { isCashAllowed: true, isCardAllowed: true, isPaypalAllowed: false });
    renderHome();
    const strip = await screen.findByRole('region', { name: 'Why book with us' }, { timeout: 8000 });
    expect(
      within(strip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([...defaultContent.trust, 'Pay by cash or card']);
  }, 30_000);
});
