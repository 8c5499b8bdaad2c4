import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline } from './Timeline';

const landing = new Date(2026, 10, 21, 14, 2);

/**
 * The flight/wait timeline for an airport pickup: landing, pickup (default landing + 30 minutes rounded up to 5)
 * and the end of the 60-minute free wait. The bar shows the pickup position, clamped to 20-60 %.
 */
const meta = {
  title: 'Display/Timeline',
  component: Timeline,
  args: { landing },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default pickup after landing. */
export const DefaultPickup: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('14:02')).toBeInTheDocument();
    await expect(canvas.getByText('14:35')).toBeInTheDocument();
    await expect(canvas.getByText('15:35')).toBeInTheDocument();
    const bar = canvas.getByRole('progressbar');
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(20);
    await expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(60);
  },
};

/** A pickup right at landing is clamped to 20 %. */
export const ClampedLow: Story = {
  args: { pickup: landing },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  },
};

/** On a 320 px phone. */
export const Phone320: Story = { parameters: { width: 320 } };
