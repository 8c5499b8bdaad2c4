import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBingMapsFake } from './fakes/bingMapsFake';
import { installGoogleMapsFake } from './fakes/googleMapsFake';
import { JourneyMap, type JourneyMapProps } from './JourneyMap';
import { driverNearPickup, londonJourney } from './testJourney';

// Rendering plus axe in jsdom is slow on a busy 2-core machine: allow for it in waits and in tests.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

async function expectNoAxeViolations(element: Element) {
  // jsdom has no layout, so colour contrast is checked in the Storybook runs (real Chromium) instead.
  const results = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/**
 * Installs the google.maps fake (removed after the test), draws the London journey on it with `extra` props and waits
 * for onReady. `props` is what was drawn, for a rerender.
 */
async function renderGoogleJourney(extra: Partial<JourneyMapProps>) {
  const fake = installGoogleMapsFake();
  uninstall = fake.uninstall;
  const onReady = vi.fn();
  const props = { provider: 'google', ariaLabel: 'Journey map', ...londonJourney, onReady, ...extra } as const;
  const view = render(<JourneyMap {...props} />);
  await waitFor(() => expect(onReady).toHaveBeenCalled());
  return { fake, onReady, props, ...view };
}

describe('JourneyMap', () => {
  it('is a named, focusable region whose summary lists pickup, via stops, drop-off and the driver', async () => {
    uninstall = installGoogleMapsFake().uninstall;
    render(
      <JourneyMap provider="google" ariaLabel="Journey map" {...londonJourney} driver={driverNearPickup} apiKey="k" />,
    );
    const region = screen.getByRole('region', { name: 'Journey map' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription(
      'Pickup: London Eye, Westminster Bridge Road, SE1 7PB Via stop 1: Tower of London, EC3N 4AB ' +
        'Via stop 2: Tower Bridge Road, SE1 2UP Drop-off: London City Airport (LCY), E16 2PX ' +
        'Driver: Sam, silver Toyota Prius, AB12 CDE Use the arrow keys to move the map, plus and minus to zoom.',
    );
    const stops = within(region).getByRole('list', { name: 'Journey stops' });
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pickup: London Eye, Westminster Bridge Road, SE1 7PB',
      'Via stop 1: Tower of London, EC3N 4AB',
      'Via stop 2: Tower Bridge Road, SE1 2UP',
      'Drop-off: London City Airport (LCY), E16 2PX',
      'Driver: Sam, silver Toyota Prius, AB12 CDE',
    ]);
  });

  it('shows a skeleton of its size (no loading text) while the map library loads, then the markers, and calls onReady once', async () => {
    uninstall = installGoogleMapsFake().uninstall;
    const onReady = vi.fn();
    render(<JourneyMap provider="google" ariaLabel="Journey map" {...londonJourney} onReady={onReady} />);
    const region = screen.getByRole('region', { name: 'Journey map' });
    expect(region).toHaveAttribute('data-state', 'loading');
    expect(region).not.toHaveTextContent(/Loading/);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(region).toHaveAttribute('data-state', 'ready');
    expect(
      within(region).getByRole('img', { name: 'Pickup: London Eye, Westminster Bridge Road, SE1 7PB' }),
    ).toHaveTextContent('P');
    expect(within(region).getByRole('img', { name: 'Via stop 2: Tower Bridge Road, SE1 2UP' })).toHaveTextContent('2');
    expect(within(region).getByRole('img', { name: 'Drop-off: London City Airport (LCY), E16 2PX' })).toHaveTextContent(
      'D',
    );
    await expectNoAxeViolations(document.body);
  });

  it('moves the driver marker when the driver prop changes, keeping the view', async () => {
    const { fake, onReady, rerender } = await renderGoogleJourney({ driver: driverNearPickup });
    // The defaults (docs/behaviour/journey.md#maps) when the props are left out: max zoom 18, route line weight 3.
    expect(fake.mapInstances[0]?.options.maxZoom).toBe(18);
    expect(fake.polylines[0]?.options.strokeWeight).toBe(3);
    const fits = fake.calls.filter((call) => call.method === 'fitBounds').length;
    const moved = { ...driverNearPickup, latitude: 51.508, longitude: -0.09 };
    // A new but equal journey object must not redraw the route; only the driver moves.
    rerender(
      <JourneyMap
        provider="google"
        ariaLabel="Journey map"
        route={[...londonJourney.route]}
        points={[...londonJourney.points]}
        driver={moved}
        onReady={onReady}
      />,
    );
    const drivers = fake.markers.filter((marker) => marker.title.startsWith('Driver:'));
    expect(drivers).toHaveLength(1);
    expect(drivers[0]?.position).toEqual({ lat: 51.508, lng: -0.09 });
    expect(fake.calls.filter((call) => call.method === 'fitBounds')).toHaveLength(fits);
  });

  it('follows the driver: the view takes the car in, stays still inside its padding, fits again near an edge', async () => {
    // West of the whole route: a view fitting the journey alone would leave the car out.
    const west = { ...driverNearPickup, latitude: 51.515, longitude: -0.2 };
    const { fake, props, rerender } = await renderGoogleJourney({ follow: true, driver: west });
    const map = fake.mapInstances[0];
    const fits = () => fake.calls.filter((call) => call.method === 'fitBounds').length;
    expect(map?.getBounds().contains({ lat: west.latitude, lng: west.longitude })).toBe(true);
    const before = fits();
    // A move inside the padded middle: the view stays as it is.
    rerender(<JourneyMap {...props} driver={{ ...west, longitude: -0.1 }} />);
    expect(fits()).toBe(before);
    // A move out of the view: it fits again, with the car in it.
    const far = { ...west, latitude: 51.56, longitude: -0.3 };
    rerender(<JourneyMap {...props} driver={far} />);
    expect(fits()).toBe(before + 1);
    expect(map?.getBounds().contains({ lat: far.latitude, lng: far.longitude })).toBe(true);
  });

  it("keeps the user's own pan while following, until they press Re-centre", async () => {
    const user = userEvent.setup();
    const { fake, props, rerender } = await renderGoogleJourney({ follow: true, driver: driverNearPickup });
    expect(screen.queryByRole('button', { name: 'Re-centre' })).toBeNull();
    screen.getByRole('region', { name: 'Journey map' }).focus();
    await user.keyboard('{ArrowLeft}');
    const recentre = await screen.findByRole('button', { name: 'Re-centre' });
    const fits = () => fake.calls.filter((call) => call.method === 'fitBounds').length;
    const before = fits();
    const far = { ...driverNearPickup, latitude: 51.56, longitude: -0.3 };
    rerender(<JourneyMap {...props} driver={far} />);
    expect(fits()).toBe(before);
    await user.click(recentre);
    expect(fits()).toBe(before + 1);
    expect(fake.mapInstances[0]?.getBounds().contains({ lat: far.latitude, lng: far.longitude })).toBe(true);
    expect(screen.queryByRole('button', { name: 'Re-centre' })).toBeNull();
  });

  it('pans with the arrow keys and zooms with + and - once focused', async () => {
    const fake = installBingMapsFake();
    uninstall = fake.uninstall;
    const user = userEvent.setup();
    const onReady = vi.fn();
    render(<JourneyMap provider="bing" ariaLabel="Journey map" {...londonJourney} onReady={onReady} />);
    await waitFor(() => expect(onReady).toHaveBeenCalled());
    await user.tab();
    expect(screen.getByRole('region', { name: 'Journey map' })).toHaveFocus();
    const map = fake.mapInstances[0]!;
    const { longitude } = map.getCenter();
    const zoom = map.getZoom();
    await user.keyboard('{ArrowRight}');
    expect(map.getCenter().longitude).toBeGreaterThan(longitude);
    await user.keyboard('+');
    expect(map.getZoom()).toBe(zoom + 1);
    await user.keyboard('-');
    await user.keyboard('-');
    expect(map.getZoom()).toBe(zoom - 1);
  });

  it('says the map could not be loaded and calls onError when the provider fails to load', async () => {
    const fake = installGoogleMapsFake();
    uninstall = fake.uninstall;
    const failure = new Error('The Google Maps JavaScript API could not load.');
    fake.maps.importLibrary = () => Promise.reject(failure);
    const onError = vi.fn();
    render(<JourneyMap provider="google" ariaLabel="Journey map" {...londonJourney} onError={onError} />);
    expect(await screen.findByText('The map could not be loaded.')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(screen.getByRole('region', { name: 'Journey map' })).toHaveAttribute('data-state', 'error');
  });

  it('says there is no journey yet when given no points', () => {
    uninstall = installGoogleMapsFake().uninstall;
    render(<JourneyMap provider="google" ariaLabel="Journey map" />);
    expect(screen.getByRole('region', { name: 'Journey map' })).toHaveAccessibleDescription(
      'No journey to show yet. Use the arrow keys to move the map, plus and minus to zoom.',
    );
  });
});

describe('JourneyMap theming', () => {
  afterEach(() => {
    document.getElementById('test-tenant-theme')?.remove();
  });

  it('draws with the theme colours and recolours when a tenant theme is applied at run time', async () => {
    const { fake } = await renderGoogleJourney({ driver: driverNearPickup });
    const pickup = () => screen.getByRole('img', { name: /^Pickup:/ });
    const driver = () => screen.getByRole('img', { name: /^Driver:/ });
    expect(driver()).toHaveStyle({ backgroundColor: '#1b1f24' });
    expect(fake.polylines[0]?.options.strokeColor).toBe('#0a58ca');
    expect(pickup()).toHaveStyle({ backgroundColor: '#1e7b34' });

    // What applyTenantTheme does: one <style> in <head> setting the --ck-* variables on :root.
    const style = document.createElement('style');
    style.id = 'test-tenant-theme';
    style.textContent =
      ':root { --ck-color-primary: #d4a72c; --ck-color-positive: #7ddc8f; --ck-color-text: #f5f1e6; }';
    document.head.append(style);

    await waitFor(() => expect(fake.polylines[0]?.options.strokeColor).toBe('#d4a72c'));
    expect(pickup()).toHaveStyle({ backgroundColor: '#7ddc8f' });
    expect(driver()).toHaveStyle({ backgroundColor: '#f5f1e6' });
  });
});
