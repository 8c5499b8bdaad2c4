import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Choice, ChoiceGroup } from './ChoiceGroup';

function Group(props: Partial<Parameters<typeof ChoiceGroup>[0]>) {
  return (
    <ChoiceGroup label="Journey type" values={['single', 'return', 'wait']} {...props}>
      <Choice value="single">Single</Choice>
      <Choice value="return">Return</Choice>
      <Choice value="wait" isDisabled>
        Wait and return
      </Choice>
    </ChoiceGroup>
  );
}

describe('ChoiceGroup', () => {
  it('is a labelled radio group of native radios sharing one name', () => {
    render(<Group />);
    const group = screen.getByRole('radiogroup', { name: 'Journey type' });
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.type)).toEqual(['radio', 'radio', 'radio']);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios[0]?.name).not.toBe('');
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('radio', { name: 'Wait and return' })).toBeDisabled();
  });

  it('keeps its own choice when uncontrolled, and marks the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group defaultValue="single" onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
    await user.click(screen.getByText('Return'));
    expect(onChange).toHaveBeenCalledWith('return');
    expect(screen.getByRole('radio', { name: 'Return' })).toBeChecked();
    expect(screen.getByText('Return').closest('label')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByText('Single').closest('label')).not.toHaveAttribute('data-selected');
  });

  it('follows its value when controlled: a press reports the choice and changes nothing by itself', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group value="single" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Return' }));
    expect(onChange).toHaveBeenCalledWith('return');
    expect(screen.getByRole('radio', { name: 'Single' })).toBeChecked();
  });

  it('moves the choice with the arrow keys and skips a disabled option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Group defaultValue="single" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Single' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Return' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('return');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Single' })).toHaveFocus();
  });

  it('makes only the chosen radio a Tab stop, and every one while none of them is chosen', () => {
    const { rerender } = render(<Group value="return" />);
    const tabStops = () => (screen.getAllByRole('radio') as HTMLInputElement[]).map((radio) => radio.tabIndex);
    expect(tabStops()).toEqual([-1, 0, -1]);
    rerender(<Group value={null} />);
    expect(tabStops()).toEqual([0, 0, 0]);
    rerender(<Group value="gone" />);
    expect(tabStops()).toEqual([0, 0, 0]);
  });

  it('shows its error under the choices and ties it to the group', () => {
    render(<Group errorMessage="Choose a journey type" aria-describedby="elsewhere" />);
    const group = screen.getByRole('radiogroup', { name: 'Journey type' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Error: Choose a journey type/);
    expect(group.getAttribute('aria-describedby')?.split(' ')[0]).toBe('elsewhere');
  });
});
