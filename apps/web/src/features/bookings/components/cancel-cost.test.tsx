import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CancelQuestion } from './cancel-cost';

describe('CancelQuestion', () => {
  it('asks, then says what cancelling now costs and what is refunded', () => {
    const text = 'Cancelling now costs £10.00 of your £54.69 fare; £44.69 will be refunded to your card.';
    render(<CancelQuestion reference="CK1234567" cost={{ Fee: 10, Refund: 44.69, Text: text }} />);
    expect(screen.getByText('Do you want to cancel booking CK1234567?')).toBeInTheDocument();
    expect(screen.getByTestId('cancel-cost')).toHaveTextContent(text);
  });

  it('asks alone when the server sent no cost', () => {
    render(<CancelQuestion reference="CK1234567" cost={undefined} />);
    expect(screen.queryByTestId('cancel-cost')).not.toBeInTheDocument();
  });
});
