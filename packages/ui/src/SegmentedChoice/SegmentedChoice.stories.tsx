import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SegmentedChoice, type SegmentedChoiceProps } from './SegmentedChoice';

const tiers = [
  { value: '0', label: 'Economy', detail: '£13.12' },
  { value: '1', label: 'Standard', detail: '£14.58' },
  { value: '2', label: 'Premium', detail: '£18.23' },
];

/** The bar with its own chosen segment, as a page holds it. */
function Controlled(props: SegmentedChoiceProps) {
  const [value, setValue] = useState<string | null>(props.value);
  return (
    <SegmentedChoice
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/**
 * Two to four exclusive options in one bar of equal segments (the price tiers above the vehicle cards), each with
 * an optional second line such as its price. A radio group: Tab enters at the chosen segment, arrow keys choose.
 * For more options, or long ones, use PaymentMethodTiles.
 */
const meta = {
  title: 'Fields/SegmentedChoice',
  component: SegmentedChoice,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Price tier', segments: tiers, value: '1', onChange: fn() },
} satisfies Meta<typeof SegmentedChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three price tiers, Standard chosen; the arrow keys move to Premium. */
export const PriceTiers: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Standard £14.58' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Premium £18.23' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('2');
  },
};

/** On a 320 px phone the three segments still fit side by side. */
export const Phone320: Story = { parameters: { width: 320 } };
