import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingState, createBookingState } from '../../../state/booking';
import { FareSummary } from './fare-summary';
import { FareTerms } from './fare-terms';

const terms = {
  FreeCancellationUntil: '2030-12-03T14:30:00.000Z',
  CancellationFee: 10,
  FreeWaitingMinutes: 15,
  WaitingFromLanding: true,
  WaitingChargePerMinute: 0.5,
  Summary: ['Free cancellation until 14:30 on 3 Dec · then £10.00', '15 min free waiting from landing'],
  Details: [
    'You can cancel free of charge until 14:30 on 3 Dec; after that, cancelling costs £10.00, never more than the fare.',
    'Your driver waits 15 minutes free of charge from landing; after that, waiting costs £0.50 a minute.',
    'Child seats, pets and access needs are included in the fare.',
  ],
};

beforeEach(() => Object.assign(bookingState, createBookingState()));

describe('FareTerms', () => {
  it('shows the short terms and keeps the full terms in a disclosure', async () => {
    render(<FareTerms terms={terms} />);
    const lines = within(screen.getByRole('list', { name: 'Terms' })).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(terms.Summary);
    const toggle = screen.getByText('Full terms');
    expect(screen.getByText(terms.Details[0]!)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByText(terms.Details[0]!)).toBeVisible();
  });

  it('shows nothing before a quote carries terms', () => {
    const { container } = render(<FareTerms terms={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('sits in the fare summary once the quote arrives', async () => {
    render(<FareSummary />);
    expect(screen.queryByRole('list', { name: 'Terms' })).not.toBeInTheDocument();
    await act(async () => {
      bookingState.quote = {
        Code: 1,
        Message: '',
        QuotationId: 'q',
        CurrencyCode: 'GBP',
        Fare: 54.69,
        OnwardFare: 54.69,
        ReturnFare: 0,
        TotalFare: 54.69,
        ReturnTotalFare: 0,
        JourneyTime: 30,
        ReturnJourneyTime: 0,
        TravelTime: 5,
        RouteDistance: 10,
        ReturnRouteDistance: 0,
        RoutePath: [],
        ReturnRoutePath: [],
        PickUp: '',
        DropOff: '',
        AdditionalPrices: [],
        ExpiresAt: '',
        Terms: terms,
      };
    });
    expect(screen.getByText('Free cancellation until 14:30 on 3 Dec · then £10.00')).toBeInTheDocument();
  });
});
