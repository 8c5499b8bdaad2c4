import type { Meta, StoryObj } from '@storybook/react-vite';
import { showsText } from '../parts/storyPlays';
import { Price } from './Price';

/**
 * Money with the spec's rules (docs/behaviour/quotation.md#money-display): two decimals unless whole or 1000 or
 * more; vehicle prices always two decimals in pounds. No amount yet shows a dash read as "Price not available".
 */
const meta = {
  title: 'Display/Price',
  component: Price,
  args: { amount: 32.5 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fare with pence. */
export const Fare: Story = {
  play: showsText('price', '£32.50'),
};

/** A whole fare shows no decimals. */
export const WholeFare: Story = {
  args: { amount: 40 },
  play: showsText('price', '£40'),
};

/** 1000 or more shows no decimals. */
export const LargeFare: Story = { args: { amount: 1250.4, size: 'large', label: 'Total' } };

/** Vehicle price: always two decimals. */
export const VehiclePrice: Story = {
  args: { amount: 36, format: 'vehicle' },
  play: showsText('price', '£36.00'),
};

/** Euro. */
export const Euro: Story = { args: { amount: 18.2, currencyCode: 'EUR' } };

/** Not quoted yet. */
export const Empty: Story = { args: { amount: null } };
