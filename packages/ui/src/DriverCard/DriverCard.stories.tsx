import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DriverCard } from './DriverCard';

const avatar =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#2b5f8a"/><text x="32" y="40" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">AO</text></svg>',
  );

/**
 * The driver of a tracked trip: the one ETA line first, photo (GET driverphoto) or initials, name, vehicle colour,
 * make and model, the registration plate, and Call and Message (`tel:` and `sms:` links) when a `phone` is given,
 * each where `contact` allows it (the tenant setting driverContact). Presentational: the tracking page passes what
 * trackvehicle and the live feed say, and no phone where the trip may not be contacted (a shared link).
 */
const meta = {
  title: 'Tracking/DriverCard',
  component: DriverCard,
  args: {
    name: 'Amara Okafor',
    photoUrl: avatar,
    vehicleMake: 'Mercedes-Benz',
    vehicleModel: 'E-Class',
    colour: 'Black',
    regNo: 'LK21 ABX',
    eta: 'Arriving at the pickup in 4 min',
    phone: '07700 900000',
  },
} satisfies Meta<typeof DriverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A driver on the way. */
export const OnTheWay: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your driver' });
    await expect(within(card).getByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
    await expect(within(card).getByRole('img', { name: 'Amara Okafor' })).toBeVisible();
    await expect(within(card).getByText('Black Mercedes-Benz E-Class')).toBeVisible();
    await expect(within(card).getByText('LK21 ABX')).toBeVisible();
    await expect(within(card).getByText('Arriving at the pickup in 4 min')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'Call Amara Okafor' })).toHaveAttribute(
      'href',
      'tel:07700900000',
    );
    await expect(within(card).getByRole('link', { name: 'Message Amara Okafor' })).toHaveAttribute(
      'href',
      'sms:07700900000',
    );
  },
};

/** No photo yet, no ETA and no number to call: the initials stand in, and there is no Call or Message. */
export const NoPhoto: Story = {
  args: { photoUrl: undefined, eta: undefined, phone: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(within(canvasElement).getByText('AO')).toBeVisible();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** A tenant that allows calling the driver but not messaging: Call alone, the whole width. */
export const CallOnly: Story = {
  args: { contact: { call: true, message: false } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Your driver' });
    await expect(within(card).getByRole('link', { name: 'Call Amara Okafor' })).toBeVisible();
    await expect(within(card).queryByRole('link', { name: /Message/ })).toBeNull();
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { parameters: { width: 320 } };
