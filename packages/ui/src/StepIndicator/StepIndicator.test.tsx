import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepIndicator } from './StepIndicator';

const steps = ['Journey', 'Vehicle', 'Contact', 'Payment'];

describe('StepIndicator', () => {
  it('marks the current step and offers completed ones as buttons', async () => {
    const user = userEvent.setup();
    const onStepPress = vi.fn();
    render(<StepIndicator steps={steps} currentStep={3} onStepPress={onStepPress} />);
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    const items = nav.querySelectorAll('li');
    expect([...items].map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '✓Step 1: Journey (completed)',
      '✓Step 2: Vehicle (completed)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Step 2: Vehicle (completed)' }));
    expect(onStepPress).toHaveBeenCalledWith(2);
  });

  it('never shows a step below 1 or past the last', () => {
    const { rerender } = render(<StepIndicator steps={steps} currentStep={0} />);
    expect(screen.getByText('Journey').closest('li')).toHaveAttribute('aria-current', 'step');
    rerender(<StepIndicator steps={steps} currentStep={9} />);
    expect(screen.getByText('Payment').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('names the current step whole in one line for phones, which screen readers skip (the list says it)', () => {
    const { container } = render(<StepIndicator steps={steps} currentStep={2} />);
    const caption = container.querySelector('p');
    expect(caption).toHaveTextContent('Step 2 of 4 · Vehicle');
    expect(caption).toHaveAttribute('aria-hidden', 'true');
  });
});
