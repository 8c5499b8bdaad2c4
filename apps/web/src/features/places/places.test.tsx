import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as arabic } from '../../locales/ar/messages.po';
import { messages as english } from '../../locales/en-GB/messages.po';
import { messages as french } from '../../locales/fr/messages.po';
import type { Place } from '../../state/booking';
import { completeSignOut, sessionState } from '../../state/session';
import { signIn } from '../auth/actions';
import type { Handler } from '../../test/fake-server';
import { loadPlaceOptions, SAVED_PLACES_GROUP } from '../booking/components/address-field';
import { placesState, savedPlacesMatching } from './index';
import { caseyProfile } from '../../test/fixtures';
import { accountServer, axeViolations, renderApp, signOutAfterEach } from '../../test/render-app';

const profile = caseyProfile({ Phone: '7400123456', EmailMailingList: true });

function place(id: number, name: string, category: string, postcode: string, line1: string): Place {
  return {
    Id: id,
    Name: name,
    Code: '',
    Line1: line1,
    Line2: 'London',
    Title: name,
    Category: category,
    Postcode: postcode,
    Latitude: 51.5,
    Longitude: -0.1,
    Fulladdress: `${line1}, London ${postcode}`,
    PlaceName: name,
    PlaceId: `addressbook:${id}`,
    IconPath: '',
    Order: 0,
    Valid: true,
  };
}

const home = place(1, 'Home', 'Home', 'N1 9AL', '12 Caledonian Road');
const gym = place(2, 'Gym', 'Other', 'E14 5AB', '1 Canada Square');
const searchResult = place(900, 'Canada Place', 'Address', 'E14 5ER', 'Canada Place');

function server(overrides: Record<string, Handler> = {}) {
  return accountServer({
    'GET /api/addressbook': () => ({ body: { Code: 1, Message: '', Addresses: [home, gym] } }),
    'GET /api/searchaddress': () => ({ body: [searchResult] }),
    ...overrides,
  });
}

beforeAll(async () => {
  await import('../../pages/address-book-page');
});
beforeEach(() => {
  sessionState.profile = null;
});
signOutAfterEach();

describe('places store (docs/behaviour/journey.md#addresses)', () => {
  it('loads after sign-in, offers matching places first in the address fields, and forgets them on sign-out', async () => {
    const received = server({
      'POST /api/signIn': () => ({ body: { Code: 1, Message: 'You are now signed in.', ...profile, Token: 't' } }),
    });
    await signIn({ Email: 'casey@example.com', Password: 'demo1234', RememberMe: false });
    await waitFor(() => expect(placesState.status).toBe('ready'));
    expect(received.filter((r) => r.path === '/api/addressbook')[0]?.query.get('custid')).toBe('41');
    expect((await savedPlacesMatching('canada')).map((p) => p.Name)).toEqual(['Gym']);

    const options = await loadPlaceOptions('Canada');
    expect(options.map((o) => [o.group, o.label])).toEqual([
      [SAVED_PLACES_GROUP, '1 Canada Square, London E14 5AB'],
      ['Addresses', 'Canada Place, London E14 5ER'],
    ]);

    completeSignOut();
    expect(placesState.places).toEqual([]);
    expect(await loadPlaceOptions('Canada')).toHaveLength(1);
  });

  it('offers a guest no saved places and does not ask for them', async () => {
    const received = server();
    expect(await savedPlacesMatching('home')).toEqual([]);
    expect(received.some((r) => r.path === '/api/addressbook')).toBe(false);
  });
});

describe('My Places page', () => {
  async function openPage() {
    sessionState.profile = profile;
    const { user, history } = renderApp('/addressbook.html');
    await screen.findByRole('heading', { level: 1, name: 'My places' }, { timeout: 8000 });
    return { user, history };
  }

  it('groups places as home, work and others, and adds one through the address search', async () => {
    let posts = 0;
    const received = server({
      'POST /api/addressbook': (request) =>
        ++posts === 1
          ? { status: 400, body: { Code: 2, Message: 'postcode: is invalid' } }
          : {
              body: {
                Code: 1,
                Message: 'The place has been saved.',
                Address: { ...searchResult, Id: 3, Name: (request.body as { name: string }).name, Category: 'Work' },
              },
            },
    });
    const { user } = await openPage();
    const homeGroup = await screen.findByRole('region', { name: 'Home' });
    expect(within(homeGroup).getByText('12 Caledonian Road, London N1 9AL')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Work' })).getByText('No work address saved yet.')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Others' })).getByText('Gym')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Place' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Office');
    await user.type(within(dialog).getByRole('combobox', { name: 'Find address' }), 'Canada');
    await user.click(await screen.findByRole('option', { name: /Canada Place/ }, { timeout: 5000 }));
    expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toHaveValue('E14 5ER');
    expect(await axeViolations()).toEqual([]);

    // The server refuses: the dialog stays open with what was typed and the server's message on its field.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Postcode' })).toHaveAccessibleDescription(
        /Postcode is invalid/,
      ),
    );
    expect(within(dialog).getByRole('link', { name: 'Postcode is invalid' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Office');
    expect(placesState.places).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Place' })).not.toBeInTheDocument());
    expect(await within(screen.getByRole('region', { name: 'Work' })).findByText('Office')).toBeVisible();
    expect(screen.getByText('Office has been saved.')).toBeVisible();
    const sent = received.filter((r) => r.path === '/api/addressbook' && r.method === 'POST').at(-1)?.body;
    expect(sent).toMatchObject({ custid: 41, name: 'Office', postcode: 'E14 5ER', latitude: 51.5, longitude: -0.1 });
  });

  it('edits and deletes a place after asking', async () => {
    const received = server({
      'PUT /api/addressbook': (request) => ({
        body: { Code: 1, Message: 'ok', Address: { ...gym, Name: (request.body as { name: string }).name } },
      }),
      'DELETE /api/addressbook': () => ({ body: { Code: 1, Message: 'The place has been removed.' } }),
    });
    const { user } = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Place' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Gym and pool');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gym and pool')).toBeVisible();
    expect(received.find((r) => r.method === 'PUT')?.body).toMatchObject({ id: 2, name: 'Gym and pool' });

    await user.click(screen.getByRole('button', { name: 'Delete Gym and pool' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm' });
    expect(within(confirm).getByText('Do you want to delete Gym and pool?')).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Gym and pool', { selector: 'p' })).not.toBeInTheDocument());
    expect(received.find((r) => r.method === 'DELETE')?.query.get('id')).toBe('2');
  });

  it('shows the error and a retry when the address book cannot load', async () => {
    let calls = 0;
    server({
      'GET /api/addressbook': () =>
        ++calls === 1
          ? { status: 503, body: { Code: 0, Message: 'down' } }
          : { body: { Code: 1, Message: '', Addresses: [home] } },
    });
    const { user } = await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong, please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('12 Caledonian Road, London N1 9AL')).toBeVisible();
  });

  it('shows an empty address book as an empty state whose action adds a home', async () => {
    server({ 'GET /api/addressbook': () => ({ body: { Code: 1, Message: '', Addresses: [] } }) });
    const { user } = await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'No saved places yet' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Home' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add your home' }));
    expect(await screen.findByRole('dialog', { name: 'Add Place' }, { timeout: 8000 })).toBeVisible();
  });
});

describe('My Places in French and Arabic', () => {
  async function openPageIn(locale: string, messages: typeof english, heading: string) {
    i18n.loadAndActivate({ locale, messages });
    server();
    sessionState.profile = profile;
    const { user } = renderApp('/addressbook.html');
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 8000 });
    return user;
  }
  afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: english }));

  it('draws the groups, empty group, buttons and the address dialog in French', async () => {
    const user = await openPageIn('fr', french, 'Mes adresses');
    expect(await screen.findByRole('region', { name: 'Domicile' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Travail' })).getByText(
        "Aucune adresse de travail enregistrée pour l'instant.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modifier Gym' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter un lieu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un lieu' });
    expect(within(dialog).getByRole('combobox', { name: "Trouver l'adresse" })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Adresse ligne 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
  });

  it('draws them in Arabic', async () => {
    await openPageIn('ar', arabic, 'أماكني');
    expect(await screen.findByRole('region', { name: 'العمل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة مكان' })).toBeInTheDocument();
    expect(screen.getByText('لم يُحفظ عنوان العمل بعد.')).toBeVisible();
  });
});
