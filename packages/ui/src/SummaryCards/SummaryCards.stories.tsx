import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SummaryCards } from './SummaryCards';

/**
 * A page's key figures at its top (upcoming rides, spend this period, commission due), only figures the page
 * already loaded: a card each, label over a large number in tabular figures, two a row on a phone. A group named by
 * `label` holding a description list, so each figure is read with its label.
 */
const meta = {
  title: 'Display/SummaryCards',
  component: SummaryCards,
  args: {
    label: 'This month at a glance',
    cards: [
      { id: 'bookings', label: 'Bookings', value: '18', hint: '01/11/2026 to 28/11/2026' },
      { id: 'spend', label: 'Spend', value: '£765.00' },
      { id: 'commission', label: 'Commission due', value: '£95.63', hint: 'At 12.5%' },
    ],
  },
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three figures, each read with its label. */
export const ThreeFigures: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'This month at a glance' });
    await expect(within(group).getByText('Commission due').tagName).toBe('DT');
    await expect(within(group).getByText('£95.63').tagName).toBe('DD');
  },
};

/** On a phone (320 px): two a row, long amounts wrap rather than overflow. */
export const Phone: Story = {
  args: {
    cards: [
      { id: 'upcoming', label: 'Upcoming rides', value: '2' },
      { id: 'spend', label: 'Spend, last 3 months', value: '£12,345.67' },
    ],
  },
  globals: { viewport: { value: 'phone320' } },
};
