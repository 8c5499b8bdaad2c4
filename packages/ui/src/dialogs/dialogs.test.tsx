import { createFlight } from '@cabkit/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });
import { ContactDialog } from './ContactDialog';
import { FlightDetailsDialog } from './FlightDetailsDialog';

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
