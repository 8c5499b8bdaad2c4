import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConnectionBadge } from './ConnectionBadge';

/**
 * The live connection state (connecting, connected, reconnecting, disconnected, disconnecting) in words and colour,
 * e.g. on the tracking page beside the map.
 */
const meta = {
  title: 'Tracking/ConnectionBadge',
  component: ConnectionBadge,
  args: { state: 'connected' },
} satisfies Meta<typeof ConnectionBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected. */
export const Connected: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live updates: Live')).toBeVisible();
  },
};

/** A dropped connection being recovered. */
export const Reconnecting: Story = {
  args: { state: 'reconnecting' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live updates: Connection lost, reconnecting…')).toBeVisible();
  },
};

/** Down between retries. */
export const Disconnected: Story = { args: { state: 'disconnected' } };

/** Connecting for the first time. */
export const Connecting: Story = { args: { state: 'connecting' } };
