import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DefinitionList } from './DefinitionList';

/**
 * Booking facts as term/description pairs: stacked on a phone, two columns above; empty ones skipped.
 */
const meta = {
  title: 'Display/DefinitionList',
  component: DefinitionList,
  args: {
    items: [
      { term: 'Reference', description: 'CK7X2Q' },
      { term: 'From', description: "King's Cross Station, N1 9AL" },
      { term: 'To', description: 'Heathrow Airport Terminal 5, TW6 2GA' },
      { term: 'Flight', description: '' },
      { term: 'Vehicle', description: 'Saloon' },
    ],
  },
} satisfies Meta<typeof DefinitionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking's facts; the empty flight is left out. */
export const Booking: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual(['Reference', 'From', 'To', 'Vehicle']);
    await expect(canvas.getByText('Saloon')).toBeInTheDocument();
  },
};

/** On a phone (320 px): terms above their descriptions. */
export const PhoneStacked: Story = {};
