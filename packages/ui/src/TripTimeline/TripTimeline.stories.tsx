import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TripTimeline } from './TripTimeline';

const steps = [
  { id: 'Driver assigned', label: 'Driver assigned', time: '14:02' },
  { id: 'Started', label: 'Driver on the way', time: '14:03' },
  { id: 'Arrived', label: 'Driver at the pickup', time: '14:11' },
  { id: 'POB', label: 'On board' },
  { id: 'Finished', label: 'Trip finished' },
];

/**
 * A trip's status timeline: the steps of the live feed's statusUpdate in order, the current one marked
 * (aria-current="step") and each said as done, now or to come. The page passes its labels and times.
 */
const meta = {
  title: 'Tracking/TripTimeline',
  component: TripTimeline,
  args: { steps, currentId: 'Arrived' },
} satisfies Meta<typeof TripTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The driver has arrived at the pickup. */
export const AtPickup: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Trip progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Driver assigned (done)');
    await expect(items[3]).toHaveTextContent('On board (to come)');
  },
};

/** Waiting for a driver: nothing reached yet. */
export const Waiting: Story = {
  args: { currentId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('listitem', { current: 'step' })).toBeNull();
  },
};

/** The trip is over. */
export const Finished: Story = { args: { currentId: 'Finished' } };

/** On a 320 px phone. */
export const Phone320: Story = { parameters: { width: 320 } };
