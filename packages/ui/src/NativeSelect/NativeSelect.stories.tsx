import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect } from './NativeSelect';

const periods = [
  { id: '3', label: 'Past 3 months' },
  { id: '6', label: 'Past 6 months' },
  { id: '12', label: 'Past 12 months' },
  { id: '0', label: 'All' },
];

/**
 * A short list of plain text choices as the browser's own select: the platform's picker on phones, arrow keys and
 * typing on desktops. It loads no script of its own, so filters on a page's first view use it; use Select for rich
 * options or a themed list.
 */
const meta = {
  title: 'Fields/NativeSelect',
  component: NativeSelect,
  args: { label: 'Period', items: periods, defaultValue: '3', onChange: fn() },
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A filter's period, the first chosen. */
export const Default: Story = {};

/** Strings, with a hint. */
export const WithDescription: Story = {
  args: {
    label: 'Passenger',
    items: ['All passengers', 'Ada Lovelace', 'Grace Hopper'],
    defaultValue: 'All passengers',
    description: 'Show the bookings made for one passenger.',
  },
};

/** Invalid: the message is tied to the select and starts with a hidden "Error:". */
export const Invalid: Story = {
  args: { errorMessage: 'Choose a period' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Period' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Error: Choose a period');
  },
};

/** Disabled. */
export const Disabled: Story = { args: { isDisabled: true } };

/** Keyboard: Tab to it and choose with the arrow keys; the change is reported with the option. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Period' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, '12');
    await expect(args.onChange).toHaveBeenCalledWith('12', periods[2]);
    await expect(select).toHaveValue('12');
  },
};
