import defaultContent from '@cabkit/themes/default/content.json';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { vehicleTypesResponse } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('fleet page', () => {
  it('shows each vehicle with the passengers, cases and hand bags the wizard books it for', async () => {
    // The stored "luggage count" and the booking limit differ: the page must show the limit, as the wizard does.
    const vehTypes = vehicleTypesResponse.vehTypes.map((type) => ({ ...type, Luggages: 1, MaxLuggage: 3 }));
    fakeServer({
      'GET /api/tenant': () => ({ body: { title: 'Cabkit Cars', phone: '020', email: 'e@x.example' } }),
      'GET /api/vehicletypes': () => ({ body: { ...vehicleTypesResponse, vehTypes } }),
      'GET /tenant/content.json': () => ({ body: defaultContent }),
    });
    renderApp('/fleet.html');
    const saloon = (await screen.findByRole('heading', { name: 'Saloon' }, { timeout: 8000 })).closest('li');
    expect(saloon).not.toBeNull();
    const card = within(saloon as HTMLElement);
    expect(card.getByText('3 cases')).toBeInTheDocument();
    expect(card.queryByText('1 cases')).toBeNull();
  }, 30_000);
});
