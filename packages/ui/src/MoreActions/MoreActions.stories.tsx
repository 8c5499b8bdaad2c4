import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MoreActions } from './MoreActions';

/**
 * A page's less common actions behind one secondary "More actions" button, beside its one primary action and its
 * Cancel. The button draws at once; the menu (react-aria Menu in a Popover, as `ActionMenuList`) loads when the
 * button is hovered, focused or touched, so a page's first view pays nothing for it. Enter, Space or an arrow key
 * opens it on its first item; Escape or a choice closes it and focus goes back to the button.
 */
const meta = {
  title: 'Controls/MoreActions',
  component: MoreActions,
  args: {
    label: 'More actions',
    items: [
      { id: 'receipt', label: 'Resend receipt', onAction: fn() },
      { id: 'repeat', label: 'Repeat booking', onAction: fn() },
      { id: 'return', label: 'Book the return', onAction: fn() },
    ],
  },
} satisfies Meta<typeof MoreActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by keyboard: the first item has focus, the arrows move, Enter runs the action and focus comes back. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'More actions' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Resend receipt' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.items[1]?.onAction).toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(button).toHaveFocus();
  },
};
