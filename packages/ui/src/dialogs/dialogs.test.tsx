import { createFlight } from '@cabkit/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
import { CardDetailsDialog } from './CardDetailsDialog';
import { ContactDialog } from './ContactDialog';
import { FlightDetailsDialog } from './FlightDetailsDialog';
import { SignInDialog } from './SignInDialog';

describe('SignInDialog', () => {
  const handlers = () => ({
    onOpenChange: vi.fn(),
    onSignIn: vi.fn(),
    onSignUp: vi.fn(),
    onForgotPassword: vi.fn(),
    dialingCode: '+44',
  });

  it('puts SIGN UP first when configured and Enter submits only the active tab', async () => {
    const user = userEvent.setup();
    const props = handlers();
    render(<SignInDialog open showSignupFirst {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['SIGN UP', 'SIGN IN']);
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('link', { name: 'Surname is required' })).toBeInTheDocument();
    expect(props.onSignIn).not.toHaveBeenCalled();
    expect(props.onSignUp).not.toHaveBeenCalled();
  }, 60_000);

  it('clears the password after a failed sign-in and shows the message', async () => {
    const user = userEvent.setup();
    const props = {
      ...handlers(),
      onSignIn: vi.fn(() => Promise.reject(new Error('Something went wrong, please try again.'))),
    };
    render(<SignInDialog open {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'a@b.co');
    const password = within(dialog).getByLabelText(/^Password/);
    await user.type(password, 'secret99{Enter}');
    expect(props.onSignIn).toHaveBeenCalledWith({ Email: 'a@b.co', Password: 'secret99', RememberMe: false });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
    expect(password).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('a@b.co');
  }, 60_000);
});

describe('ContactDialog', () => {
  const profile = {
    FirstName: 'Bob',
    LastName: 'Booker',
    Phone: '7400123456',
    DialingCode: '+44',
    Email: 'bob@corp.test',
  };

  it('keeps the passenger in step with the customer while "Use customer details" is ticked', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ContactDialog
        open
        onOpenChange={vi.fn()}
        onSubmit={onSubmit}
        isBooker
        isSignedIn
        profile={profile}
        defaultCustomer={{ FirstName: 'Acme', Phone: '2079460000' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Contact details' });
    expect(within(dialog).getByRole('tab', { name: 'Customer' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('tab', { name: 'Main Passenger' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Use customer details' }));
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveValue('Acme');
    await user.click(within(dialog).getByRole('tab', { name: 'Customer' }));
    const customerName = within(dialog).getByRole('textbox', { name: 'First name' });
    await user.clear(customerName);
    await user.type(customerName, 'Globex{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].contact).toMatchObject({ FirstName: 'Globex', Phone: '2079460000' });
    expect(onSubmit.mock.calls[0]![0].customer).toMatchObject({ FirstName: 'Globex' });
  }, 60_000);

  it('shows the passenger tab when only the passenger is invalid', async () => {
    const user = userEvent.setup();
    render(
      <ContactDialog
        open
        onOpenChange={vi.fn()}
        onSubmit={vi.fn()}
        isBooker
        isSignedIn
        defaultCustomer={{ FirstName: 'Acme', Phone: '2079460000' }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Contact details' });
    await user.click(within(dialog).getByRole('textbox', { name: 'First name' }));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('tab', { name: 'Main Passenger' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('link', { name: 'First name is required' })).toBeInTheDocument();
  }, 60_000);
});

describe('FlightDetailsDialog', () => {
  it('ticking no-details clears and disables the fields and their errors; unticking re-enables', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <FlightDetailsDialog
        open
        onOpenChange={vi.fn()}
        onSubmit={onSubmit}
        tabs={['outward']}
        defaultFlight={createFlight({ Number: 'BA1' })}
        loadAirports={async () => []}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Flight details' });
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('link', { name: 'Arriving from is required' })).toBeInTheDocument();
    const box = within(dialog).getByRole('checkbox', {
      name: "I don't have flight details please follow the booking time",
    });
    expect(box).toHaveAccessibleDescription(/Please tick this box to confirm if flight details are not available$/);
    await user.click(box);
    const number = within(dialog).getByRole('textbox', { name: /Flight number/ });
    expect(number).toHaveValue('');
    expect(number).toBeDisabled();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(box);
    expect(within(dialog).getByRole('textbox', { name: /Flight number/ })).toBeEnabled();
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('outward', expect.objectContaining({ IsFlightDetail: true, Number: '' }));
  }, 60_000);
});

describe('CardDetailsDialog', () => {
  it('accepts an expiry in this year + 50 and clears the CVC after a failed payment', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.reject(new Error('Payment information invalid, please try again.')));
    render(
      <CardDetailsDialog
        open
        onOpenChange={vi.fn()}
        onSubmit={onSubmit}
        now={new Date(2026, 10, 22)}
        amount={48.5}
        defaultValues={{
          Name: 'Ann Smith',
          CardNumber: '4242424242424242',
          ExpiryMonth: '12',
          ExpiryYear: '2076',
          CVC: '123',
          PostalCode: 'E14 5AB',
          AddressLine1: '1 Canada Square',
          City: 'London',
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Card Details' });
    expect(dialog).toHaveTextContent('£48.50');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ExpiryYear: '2076', CVC: '123', Country: 'United Kingdom' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment information invalid, please try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'CVC' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Name on card' })).toHaveValue('Ann Smith');
  }, 60_000);
});
