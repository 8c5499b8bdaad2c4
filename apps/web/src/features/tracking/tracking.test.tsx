import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory, Router } from '../../test/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackingKeyOf } from '../../pages/tracking-page';
import { applyConfiguration } from '../../state/config';
import { fakeServer } from '../../test/fake-server';
import { ShareTrip } from './components/share-trip';
import { TrackingPage } from './index';
import { amaraDriver, trackedVehicle } from '../../test/fixtures';

const vehicle = trackedVehicle({
  Bref: 'CKABC2345',
  Driver: amaraDriver({ Licence: 'PCO-1', Mobile: '07700900000' }),
  PickUp: 'Stratford Station',
  BookedAt: '2026-03-09T18:45:00.000Z',
  StatusTimes: [
    { Status: 'Upcoming', Time: '2026-03-09T18:45:00.000Z' },
    { Status: 'Driver assigned', Time: '2026-03-10T14:20:00.000Z' },
    { Status: 'Started', Time: '2026-03-10T14:26:00.000Z' },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(key: Parameters<typeof TrackingPage>[0]['trackingKey']) {
  return render(
    <Router history={memoryHistory()}>
      <TrackingPage trackingKey={key} />
    </Router>,
  );
}

describe('tracking page', () => {
  it('reads the key from the address: a share token, a booking id or a tracking code', () => {
    expect(trackingKeyOf('/tracking/share/abc', 'abc')).toEqual({ kind: 'share', token: 'abc' });
    expect(trackingKeyOf('/tracking/42', '42')).toEqual({ kind: 'id', id: 42 });
    expect(trackingKeyOf('/tracking/Xy_9', 'Xy_9')).toEqual({ kind: 'code', code: 'Xy_9' });
    expect(trackingKeyOf('/tracking', '')).toBeNull();
  });

  it('shows when each step happened, as the server recorded it, not when the page was opened', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T15:00:00Z'));
    try {
      fakeServer({ 'GET /api/trackvehicle': () => ({ body: vehicle }) });
      renderPage({ kind: 'code', code: 'guest-code' });
      const timeline = await screen.findByRole('list', { name: 'Trip progress' });
      const row = (label: string) => within(timeline).getByText(label, { exact: false }).closest('li');
      expect(row('Booked')).toHaveTextContent('09/03/2026 18:45');
      expect(row('Driver assigned')).toHaveTextContent('14:20');
      expect(row('Driver on the way')).toHaveTextContent('14:26');
      expect(row('Driver at the pickup')).not.toHaveTextContent(/\d\d:\d\d/);
      expect(timeline).not.toHaveTextContent('15:00');
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows Booking not found and nothing of the booking for someone else's id", async () => {
    const received = fakeServer({
      'GET /api/trackvehicle': () => ({
        status: 403,
        body: { Code: 0, Message: 'You do not have access to this booking.' },
      }),
    });
    renderPage({ kind: 'id', id: 42 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeInTheDocument();
    // The empty state loads with the page's answer: its words and next action are still there.
    expect(await screen.findByRole('link', { name: 'Make a booking' })).toBeInTheDocument();
    expect(screen.getByText('No trip to show')).toBeInTheDocument();
    expect(screen.queryByText(/Stratford|CKABC/)).toBeNull();
    expect(received[0]?.query.get('id')).toBe('42');
  });

  it('says a shared link has ended', async () => {
    fakeServer({
      'GET /api/trackvehicle': () => ({ status: 410, body: { Code: 0, Message: 'This trip has ended.' } }),
    });
    renderPage({ kind: 'share', token: 'a'.repeat(43) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This trip has ended' })).toBeInTheDocument();
  });

  it('shows the driver, the timeline and a polite live status, and says when the live feed is down', async () => {
    fakeServer({ 'GET /api/trackvehicle': () => ({ body: vehicle }) });
    renderPage({ kind: 'code', code: 'guest-code' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking CKABC2345' })).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Your driver' });
    expect(within(card).getByRole('heading', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(within(card).getByText('Black Mercedes-Benz E-Class')).toBeInTheDocument();
    expect(within(card).getByText('LK21 ABX')).toBeInTheDocument();
    // One ETA on the page, in the driver card, in hours and minutes.
    expect(within(card).getByText('Arriving at the pickup in 4 min')).toBeInTheDocument();
    expect(screen.getAllByText(/4 min/)).toHaveLength(1);
    const timeline = screen.getByRole('list', { name: 'Trip progress' });
    expect(
      within(timeline)
        .getByText(/Driver on the way/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
    const live = screen.getByText('Driver on the way.');
    expect(live).toHaveAttribute('aria-live', 'polite');
    // The map's frame shows at once (no button to ask for it): a skeleton until the page is used.
    expect(screen.queryByRole('button', { name: 'Show the live map' })).toBeNull();
    // The live feed starts once the visitor uses the page (here a key press); until then there is no badge.
    expect(screen.queryByText(/Live updates:/)).toBeNull();
    fireEvent.keyDown(window, { key: 'Tab' });
    // The fake server has no hub: negotiate fails and the page says the connection is down.
    expect(
      await screen.findByText('Live updates: Offline, trying again shortly', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Live updates have stopped for a moment. We are reconnecting by ourselves.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share trip' })).toBeNull();
  });
});

describe('calling the driver', () => {
  it("offers Call and Message to the passenger, with the driver's number the trip answer gives", async () => {
    fakeServer({ 'GET /api/trackvehicle': () => ({ body: vehicle }) });
    renderPage({ kind: 'code', code: 'guest-code' });
    const card = await screen.findByRole('region', { name: 'Your driver' });
    expect(within(card).getByRole('link', { name: 'Call Amara Okafor' })).toHaveAttribute('href', 'tel:07700900000');
    expect(within(card).getByRole('link', { name: 'Message Amara Okafor' })).toHaveAttribute('href', 'sms:07700900000');
  });

  it('offers neither where the answer gives no number (a shared link) or once the trip is over', async () => {
    const shared = { ...vehicle, Driver: { ...vehicle.Driver, Mobile: '' } };
    fakeServer({ 'GET /api/trackvehicle': () => ({ body: shared }) });
    const { unmount } = renderPage({ kind: 'share', token: 'a'.repeat(43) });
    const card = await screen.findByRole('region', { name: 'Your driver' });
    expect(within(card).queryByRole('link')).toBeNull();
    unmount();
    fakeServer({ 'GET /api/trackvehicle': () => ({ body: { ...vehicle, Status: 'Finished' } }) });
    renderPage({ kind: 'code', code: 'guest-code' });
    const ended = await screen.findByRole('region', { name: 'Your driver' });
    expect(within(ended).queryByRole('link')).toBeNull();
  });
  it.each([
    ['call', ['Call Amara Okafor']],
    ['message', ['Message Amara Okafor']],
    ['none', []],
  ])("offers only what the tenant's driverContact %s allows", async (setting, links) => {
    applyConfiguration({ DriverContact: setting });
    fakeServer({ 'GET /api/trackvehicle': () => ({ body: vehicle }) });
    renderPage({ kind: 'code', code: 'guest-code' });
    const card = await screen.findByRole('region', { name: 'Your driver' });
    expect(
      within(card)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(links);
  });
});

describe('shared links of a trip', () => {
  it('lists the live links and stops the one asked for; a refused 4th says why', async () => {
    let links = [
      { Id: 11, CreatedAt: '2026-06-10T09:05:00.000Z' },
      { Id: 12, CreatedAt: '2026-06-10T09:20:00.000Z' },
    ];
    const received = fakeServer({
      'GET /api/tripshares': () => ({ body: { Code: 1, Message: '', Shares: links } }),
      'POST /api/stoptripshare': (request) => {
        links = links.filter((l) => l.Id !== (request.body as { id: number }).id);
        return { body: { Code: 1, Message: 'The link has stopped working.' } };
      },
      'POST /api/sharetrip': () => ({
        status: 409,
        body: { Code: 2, Message: 'This trip is already shared with 3 links. Stop sharing one to make another.' },
      }),
    });
    applyConfiguration({ timeZone: 'Asia/Dubai' });
    const user = userEvent.setup();
    render(<ShareTrip jobPartId={7} />);
    const list = await screen.findByRole('list', { name: 'Shared links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Made at 09:05 UTC: 13:05 on the tenant's clock (Dubai, UTC+4), whatever the device's.
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Link made at 13:05/);
    expect(received[0]?.query.get('jobpartid')).toBe('7');
    const first = within(list).getAllByRole('button', { name: /^Stop sharing/ })[0] as HTMLElement;
    await user.click(first);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(received.find((r) => r.path === '/api/stoptripshare')?.body).toEqual({ id: 11 });
    expect(screen.getByText('Sharing stopped. That link no longer shows the trip.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share trip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This trip is already shared with 3 links. Stop sharing one to make another.',
    );
  });

  it('shows no list when the leg has no live links', async () => {
    fakeServer({ 'GET /api/tripshares': () => ({ body: { Code: 1, Message: '', Shares: [] } }) });
    render(<ShareTrip jobPartId={7} />);
    expect(await screen.findByRole('button', { name: 'Share trip' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('list', { name: 'Shared links' })).toBeNull();
  });
});
