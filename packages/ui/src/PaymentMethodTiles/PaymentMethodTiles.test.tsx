import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodTiles } from './PaymentMethodTiles';

describe('PaymentMethodTiles', () => {
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
