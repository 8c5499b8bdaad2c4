import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodTiles } from './PaymentMethodTiles';

const card = { id: 'card', label: 'By card', description: 'Visa, Mastercard, Amex' };
const paypal = { id: 'paypal', label: 'Paypal' };
const cash = { id: 'cash', label: 'Cash', description: 'Pay the driver' };
const account = { id: 'account', label: 'Account' };

/**
 * The payment-method choice: one tile per allowed method. Tiles are full width for one option, half for two,
 * otherwise a quarter (half on phones). A radio group: arrow keys move, Space chooses.
 */
const meta = {
  title: 'Fields/PaymentMethodTiles',
  component: PaymentMethodTiles,
  args: { options: [card, paypal], onChange: fn() },
} satisfies Meta<typeof PaymentMethodTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two methods: half width each; arrow keys choose. */
export const TwoHalf: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /By card/ })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Paypal' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('paypal');
  },
};

/** One method: full width. */
export const OneFull: Story = { args: { options: [cash], defaultValue: 'cash' } };

/** Four methods: quarter width (half on phones). */
export const FourQuarter: Story = { args: { options: [card, paypal, cash, account], defaultValue: 'card' } };

/** Three methods: still a quarter each (docs/behaviour/payment.md#payment-tiles: full for 1, half for 2, else quarter), not thirds. */
export const ThreeQuarter: Story = {
  args: { options: [card, paypal, cash], defaultValue: 'cash' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    const tiles = Array.from(group.querySelectorAll('label'));
    const row = tiles[0]?.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(tiles).toHaveLength(3);
    // Desktop width: each tile about a quarter of the row (a third would be 33 %).
    if (window.innerWidth > 567) {
      for (const tile of tiles) await expect(tile.getBoundingClientRect().width / row).toBeLessThan(0.26);
    }
  },
};

/** Invalid. */
export const Invalid: Story = { args: { errorMessage: 'Payment method is required' } };

/** On a 320 px phone. */
export const Phone320: Story = { args: { options: [card, paypal, cash] }, parameters: { width: 320 } };
