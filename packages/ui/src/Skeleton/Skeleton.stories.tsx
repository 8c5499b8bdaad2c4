import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonCard, SkeletonMap, SkeletonTableRows, SkeletonText } from './Skeleton';

/**
 * Placeholders in the shape of what is loading: `SkeletonText` lines, a `SkeletonCard`, `SkeletonTableRows` and a
 * `SkeletonMap`, inside one `Skeleton`, which tells screen readers once ("Loading", or its `label`) and hides the
 * shapes from them. The shapes pulse together and stand still under reduced motion.
 */
const meta = {
  title: 'States/Skeleton',
  component: Skeleton,
  args: { label: 'Loading your bookings', children: null },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list page: a summary card and five table rows. */
export const ListPage: Story = {
  args: {
    children: (
      <>
        <SkeletonCard />
        <SkeletonTableRows />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your bookings');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** Tracking: the map, then lines of text. */
export const MapAndText: Story = {
  args: {
    label: 'Loading',
    children: (
      <>
        <SkeletonMap />
        <SkeletonText lines={4} />
      </>
    ),
  },
};

/** On a 320 px phone: cards stacked, rows within the width. */
export const Phone: Story = {
  args: {
    children: (
      <>
        <SkeletonCard lines={3} />
        <SkeletonTableRows rows={3} columns={3} />
      </>
    ),
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
