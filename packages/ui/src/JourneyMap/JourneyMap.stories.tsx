import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installBingMapsFake } from './fakes/bingMapsFake';
import { installGoogleMapsFake } from './fakes/googleMapsFake';
import { JourneyMap, type JourneyMapProps } from './JourneyMap';
import { driverNearPickup, londonJourney } from './testJourney';

/** Maps fill their parent: give them a height like the booking page does. */
const withMapHeight: Decorator = (Story) => (
  <div style={{ height: 420 }}>
    <Story />
  </div>
);

/**
 * WebGL through SwiftShader is slow, more so on a busy machine: allow the first MapLibre render time to
 * settle (the story tests' own per-story timeout still bounds it).
 */
const RENDER_TIMEOUT = 30_000;

/** Waits until the map has drawn (MapLibre's / Google's `idle`, Bing's `viewrendered`). */
async function waitForMap(canvasElement: HTMLElement, name = 'Journey map') {
  const region = within(canvasElement).getByRole('region', { name });
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), { timeout: RENDER_TIMEOUT });
  return region;
}

/**
 * One map API for every provider: `provider="maplibre"` (default; works offline with the Natural Earth basemap
 * Cabkit ships, or a tenant `styleUrl`), `"google"` (`apiKey`, optional `mapId`) or `"bing"` (`apiKey`). Each
 * provider loads lazily, only when a map of that kind renders; a skeleton of its size shows meanwhile. Pass the
 * quotation RoutePath as `route` and the addresses as `points` (Pickup, ViaAddress, Dropoff); the view fits them,
 * never closer than zoom 18, with a 3 px route line. `driver` moves the driver marker without moving the view; with
 * `follow` (live tracking) the view takes the driver in and fits again only as the car nears its edge, and a pan of
 * the user's own shows "Re-centre". The map is a named region: Tab focuses it, arrow keys pan, + and - zoom, and
 * screen readers hear the stops in order. Size it through its parent (it fills it).
 */
const meta = {
  title: 'Maps/JourneyMap',
  component: JourneyMap,
  decorators: [withMapHeight],
  args: { ariaLabel: 'Journey map', ...londonJourney, onReady: fn(), onError: fn() },
} satisfies Meta<typeof JourneyMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MapLibre (default) with two via stops, drawn from the offline basemap in real WebGL. */
export const MapLibreRouteWithViaStops: Story = {
  play: async ({ args, canvasElement }) => {
    const region = await waitForMap(canvasElement);
    await expect(region.querySelector('canvas.maplibregl-canvas')).toBeInTheDocument();
    const stops = within(region).getByRole('list', { name: 'Journey stops' });
    await expect(
      within(stops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pickup: London Eye, Westminster Bridge Road, SE1 7PB',
      'Via stop 1: Tower of London, EC3N 4AB',
      'Via stop 2: Tower Bridge Road, SE1 2UP',
      'Drop-off: London City Airport (LCY), E16 2PX',
    ]);
    await expect(within(region).getByRole('img', { name: /^Pickup: London Eye/ })).toHaveTextContent('P');
    await expect(within(region).getByRole('img', { name: /^Via stop 1:/ })).toHaveTextContent('1');
    await expect(within(region).getByRole('img', { name: /^Drop-off:/ })).toHaveTextContent('D');
    await expect(args.onReady).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

function MovingDriver(props: JourneyMapProps) {
  const [step, setStep] = useState(0);
  const route = props.route ?? [];
  const at = route[step % route.length];
  const driver = at
    ? { latitude: at.Latitude, longitude: at.Longitude, label: driverNearPickup.label }
    : driverNearPickup;
  return (
    <div style={{ display: 'grid', gap: 8, height: '100%', gridTemplateRows: 'auto 1fr' }}>
      <button
        type="button"
        onClick={() => setStep((current) => current + 1)}
        style={{ justifySelf: 'start', minHeight: 32 }}
      >
        Move driver
      </button>
      <JourneyMap {...props} driver={driver} />
    </div>
  );
}

/** A driver marker that moves along the route when the driver prop changes (as live tracking does). */
export const DriverMarker: Story = {
  render: (args) => <MovingDriver {...args} />,
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    const driver = within(region).getByRole('img', { name: /^Driver: Sam/ });
    const before = driver.style.transform;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Move driver' }));
    await waitFor(() => expect(driver.style.transform).not.toBe(before));
    await expect(within(region).getAllByRole('img', { name: /^Driver:/ })).toHaveLength(1);
  },
};

/** True when the element's middle lies inside the box. */
function middleInside(element: Element, box: DOMRect): boolean {
  const rect = element.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  return x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
}

/**
 * Live tracking's map (`follow`): the view takes in the driver, west of the whole route here, with the stops; a
 * pan of the user's own is kept until "Re-centre" brings the followed view back.
 */
export const FollowingDriver: Story = {
  args: { follow: true, driver: { ...driverNearPickup, latitude: 51.52, longitude: -0.2 } },
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    const driver = within(region).getByRole('img', { name: /^Driver: Sam/ });
    await waitFor(() => expect(middleInside(driver, region.getBoundingClientRect())).toBe(true));
    region.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const recentre = await within(region).findByRole('button', { name: 'Re-centre' });
    await userEvent.click(recentre);
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Re-centre' })).toBeNull());
    await waitFor(() => expect(middleInside(driver, region.getBoundingClientRect())).toBe(true));
  },
};

/** At the narrowest phone width (320 px) the journey still fits. */
export const PhoneWidth: Story = {
  parameters: { width: 320 },
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(within(region).getByRole('img', { name: /^Drop-off:/ })).toBeVisible();
  },
};

/** A dark tenant theme (NightCab): basemap, route and markers take the theme's colours. */
export const NightCabTheme: Story = {
  globals: { theme: 'nightcab' },
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    // NightCab's positive colour (#7ddc8f) on its surface colour (#0f1b33).
    await expect(within(region).getByRole('img', { name: /^Pickup:/ })).toHaveStyle({
      backgroundColor: 'rgb(125, 220, 143)',
      color: 'rgb(15, 27, 51)',
    });
  },
};

/** Only a pickup chosen so far: the map looks at it from street level. */
export const PickupOnly: Story = {
  args: { route: [], points: londonJourney.points.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    await expect(within(region).getByRole('img', { name: /^Pickup:/ })).toBeInTheDocument();
  },
};

/** No journey yet: the map shows the base location (the default 51.536743, -0.015247, docs/behaviour/common.md#configuration). */
export const Empty: Story = {
  args: { route: [], points: [] },
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    await expect(within(region).getByText('No journey to show yet.')).toBeInTheDocument();
  },
};

/** Google provider, rendered against the google.maps test double (the real script cannot load offline). */
export const Google: Story = {
  args: { provider: 'google', apiKey: 'test-key', driver: driverNearPickup },
  beforeEach: () => installGoogleMapsFake().uninstall,
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    await expect(region.querySelector('[data-fake-map="google"]')).toBeInTheDocument();
    await expect(within(region).getByRole('img', { name: /^Via stop 2:/ })).toHaveTextContent('2');
    await expect(within(region).getByRole('img', { name: /^Driver: Sam/ })).toBeInTheDocument();
  },
};

/** Bing provider, rendered against the Microsoft.Maps test double. */
export const Bing: Story = {
  args: { provider: 'bing', apiKey: 'test-key', driver: driverNearPickup },
  beforeEach: () => installBingMapsFake().uninstall,
  play: async ({ canvasElement }) => {
    const region = await waitForMap(canvasElement);
    await expect(region.querySelector('[data-fake-map="bing"] polyline')).toHaveAttribute('stroke-width', '3');
  },
};

/** A tenant style URL that cannot be fetched: MapLibre reports it and the map says so. */
export const StyleUrlUnreachable: Story = {
  args: { styleUrl: '/tenant-styles/missing-style.json' },
  play: async ({ args, canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The map could not be loaded.', undefined, { timeout: RENDER_TIMEOUT }),
    ).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** The provider's library failed to load (e.g. offline, blocked, bad key). */
export const LoadError: Story = {
  args: { provider: 'google' },
  // Its failing google.maps would replace the working one of the Google story on the shared docs page.
  tags: ['!autodocs'],
  beforeEach: () => {
    const fake = installGoogleMapsFake();
    fake.maps.importLibrary = () => Promise.reject(new Error('The Google Maps JavaScript API could not load.'));
    return fake.uninstall;
  },
  play: async ({ args, canvasElement }) => {
    await expect(await within(canvasElement).findByText('The map could not be loaded.')).toBeInTheDocument();
    await expect(args.onError).toHaveBeenCalled();
  },
};
