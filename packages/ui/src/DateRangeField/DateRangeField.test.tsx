import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeField, type DateRangeFieldProps } from './DateRangeField';

const presets = [
  { id: 'this-month', label: 'This month', from: '2026-11-01', to: '2026-11-25' },
  { id: 'last-month', label: 'Last month', from: '2026-10-01', to: '2026-10-31' },
];

function Controlled(
  props: Omit<DateRangeFieldProps, 'onChange'> & { onPresetPress?: DateRangeFieldProps['onPresetPress'] },
) {
  const [value, setValue] = useState(props.value);
  return <DateRangeField {...props} value={value} onChange={setValue} />;
}

describe('DateRangeField', () => {
  it('fills both days from a preset, marks it pressed and tells the caller', async () => {
    const onPresetPress = vi.fn();
    render(
      <Controlled
        label="Period"
        value={{ from: '2026-11-01', to: '2026-11-25' }}
        presets={presets}
        onPresetPress={onPresetPress}
      />,
    );
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-10-31');
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'false');
    expect(onPresetPress).toHaveBeenCalledWith(presets[1]);
  });

  it("shows the domain's message on the To field of an inverted period only when asked to", () => {
    const { rerender } = render(
      <DateRangeField label="Period" value={{ from: '2026-11-20', to: '2026-11-02' }} onChange={() => undefined} />,
    );
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    rerender(
      <DateRangeField
        label="Period"
        value={{ from: '2026-11-20', to: '2026-11-02' }}
        onChange={() => undefined}
        showValidation
      />,
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      expect.stringContaining('The last day must be on or after the first day.'),
    );
    expect(screen.getByRole('group', { name: 'Period' })).toBeInTheDocument();
  });
});
