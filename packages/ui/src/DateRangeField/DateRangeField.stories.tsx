import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';

const presets = [
  { id: 'this-month', label: 'This month', from: '2026-11-01', to: '2026-11-25' },
  { id: 'last-month', label: 'Last month', from: '2026-10-01', to: '2026-10-31' },
  { id: 'this-year', label: 'This year', from: '2026-01-01', to: '2026-11-25' },
];

function Controlled(args: DateRangeFieldProps) {
  const [value, setValue] = useState(args.value);
  return <DateRangeField {...args} value={value} onChange={setValue} />;
}

/**
 * A from/to period with presets (statements, invoices, commission). Both days are inclusive; with `showValidation`
 * an open end or an inverted range shows the domain's `dateRangeProblem` message on its field. The preset matching
 * the period is pressed.
 */
const meta = {
  title: 'Forms/DateRangeField',
  component: DateRangeField,
  args: {
    label: 'Statement period',
    value: { from: '2026-11-01', to: '2026-11-25' },
    onChange: () => undefined,
    presets,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DateRangeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A preset fills both days and is marked pressed. */
export const Presets: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Statement period' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Last month' }));
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-10-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-10-31');
    await expect(canvas.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The last day before the first: the message is on the To field. */
export const Inverted: Story = {
  args: { value: { from: '2026-11-20', to: '2026-11-02' }, showValidation: true },
  play: async ({ canvasElement }) => {
    const to = within(canvasElement).getByLabelText('To');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(
      expect.stringContaining('The last day must be on or after the first day.'),
    );
  },
};

/** No first day: the message is on the From field. */
export const OpenStart: Story = {
  args: { value: { from: '', to: '2026-11-02' }, showValidation: true, presets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('From')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose the first day of the period.'),
    );
  },
};

/** On a phone (320 px): presets wrap, the two days stack. */
export const PhoneStacked: Story = {};
