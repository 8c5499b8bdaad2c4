import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodTiles, tileWidth } from './PaymentMethodTiles';

describe('PaymentMethodTiles', () => {
  it.each([
    [1, 'full'],
    [2, 'half'],
    [3, 'quarter'],
    [4, 'quarter'],
  ])('%i option(s) give %s-width tiles', (count, width) => {
    expect(tileWidth(count)).toBe(width);
  });

  it('is a labelled radio group reporting the chosen method', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <PaymentMethodTiles
        options={[
          { id: 'card', label: 'By card' },
          { id: 'paypal', label: 'Paypal' },
        ]}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paypal' }));
    expect(onChange).toHaveBeenCalledWith('paypal');
  });
});
