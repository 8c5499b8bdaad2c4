import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContactDialog, type ContactDialogProps } from './ContactDialog';

// Dialog tests drive real Radix and RAC components through user-event; the shared 2-core machine is slow.
vi.setConfig({ testTimeout: 60_000 });

/** Opens the contact dialog as a signed-in booker whose customer is Acme (`props` add to it). */
function openBookerContact(props: Partial<ContactDialogProps> = {}) {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(
    <ContactDialog
      open
      onOpenChange={vi.fn()}
      onSubmit={onSubmit}
      isBooker
      isSignedIn
      defaultCustomer={{ FirstName: 'Acme', Phone: '2079460000' }}
      {...props}
    />,
  );
  return { user, onSubmit, dialog: screen.getByRole('dialog', { name: 'Contact details' }) };
}

describe('ContactDialog', () => {
  const profile = {
    FirstName: 'Bob',
    LastName: 'Booker',
    Phone: '7400123456',
    DialingCode: '+44',
    Email: 'bob@corp.test',
  };

  it('keeps the passenger in step with the customer while "Use customer details" is ticked', async () => {
    const { user, onSubmit, dialog } = openBookerContact({ profile });
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
  });

  it('shows the passenger tab when only the passenger is invalid', async () => {
    const { user, dialog } = openBookerContact();
    await user.click(within(dialog).getByRole('textbox', { name: 'First name' }));
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('tab', { name: 'Main Passenger' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('link', { name: 'First name is required' })).toBeInTheDocument();
  });
});
