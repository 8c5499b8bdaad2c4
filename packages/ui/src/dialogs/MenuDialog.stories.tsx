import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MenuDialog } from './MenuDialog';
import { dialogDocs, expectEscapeCloses, expectFocusTrapped, findDialog } from './storyHelpers';

const meta = {
  title: 'Dialogs/MenuDialog',
  component: MenuDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelect: fn(),
    entries: [
      { id: 'dashboard', label: 'Dashboard' },
      { id: 'mybooking', label: 'My Bookings' },
      { id: 'myplace', label: 'My Places' },
      { id: 'myaccount', label: 'My Account' },
      { id: 'invoice', label: 'Invoice' },
      { id: 'commission', label: 'Commission' },
      { id: 'signout', label: 'Sign out' },
    ],
  },
  parameters: dialogDocs(
    'The account menu as a dialog (phones). Pass the entries the signed-in role may see, in order; `onSelect(id)` gets the chosen id and the dialog closes itself. Escape or × closes without choosing.',
    '560px',
  ),
} satisfies Meta<typeof MenuDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account menu; Enter on an entry chooses it. */
export const Account: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Menu');
    await expectFocusTrapped(dialog);
    await within(dialog).getByRole('button', { name: 'My Bookings' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('mybooking');
  },
};

/** Escape closes. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await findDialog('Menu');
    await expectEscapeCloses(args.onOpenChange);
  },
};

/** On a 320 px phone. */
export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
