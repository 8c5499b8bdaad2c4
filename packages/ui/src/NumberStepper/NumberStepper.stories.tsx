import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberStepper } from './NumberStepper';

/**
 * Counts for passengers (from 1), luggage, hand bags (up to the vehicle maxima), pets and child seats (0-2). − and
 * + buttons, arrow keys, Home/End; typed numbers are clamped to the range (docs/behaviour/common.md#steppers).
 */
const meta = {
  title: 'Fields/NumberStepper',
  component: NumberStepper,
  args: { label: 'Passengers', minValue: 1, maxValue: 8, defaultValue: 1, onChange: fn() },
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Passengers from 1. */
export const Passengers: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Passengers' });
    await expect(canvas.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(input).toHaveValue('2');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('4');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('8');
    await expect(args.onChange).toHaveBeenLastCalledWith(8);
  },
};

/** Pets 0-2: a typed 5 is clamped to 2. */
export const PetsClamped: Story = {
  args: { label: 'Small pets', minValue: 0, maxValue: 2, defaultValue: 0 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Small pets' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.tab();
    await expect(input).toHaveValue('2');
  },
};

/** Child seats. */
export const ChildSeats: Story = { args: { label: 'Child seats', minValue: 0, maxValue: 2, defaultValue: 1 } };

/** Luggage with a hint. */
export const WithDescription: Story = {
  args: { label: 'Luggage', minValue: 0, maxValue: 4, defaultValue: 2, description: 'Large suitcases' },
};

/** Invalid. */
export const Invalid: Story = { args: { label: 'Luggage', errorMessage: 'No vehicle found with selected capacity' } };

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true } };

/** On a 320 px phone. */
export const Phone320: Story = { parameters: { width: 320 } };
