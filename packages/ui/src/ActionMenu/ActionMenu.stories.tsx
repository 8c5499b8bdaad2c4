import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionMenu } from './ActionMenu';
import { LanguageChoice } from './fakes/LanguageChoice';

/**
 * A table row's actions behind one 44 px "…" button (react-aria Menu) instead of a row of buttons, so a table keeps
 * its money on a phone screen. Name the trigger after its row (`label`); items run `onAction` or follow `href`
 * (`download` for a file); `isDanger` marks cancel and delete. `ActionMenuList` is the menu alone, for a button of
 * its own (`triggerRef`, `isOpen`, `onOpenChange`), with `selectedId` marking the current choice (the header's
 * language menu).
 */
const meta = {
  title: 'Controls/ActionMenu',
  component: ActionMenu,
  args: {
    label: 'Actions for booking D1100004',
    items: [
      { id: 'view', label: 'View booking', href: '#booking' },
      { id: 'repeat', label: 'Repeat booking', onAction: fn() },
      { id: 'cancel', label: 'Cancel booking', onAction: fn(), isDanger: true },
    ],
  },
} satisfies Meta<typeof ActionMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by keyboard: the arrow keys move, Enter runs the action and the menu closes. */
export const ByKeyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Actions for booking D1100004' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Actions for booking D1100004' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.items[1]?.onAction).toHaveBeenCalled();
  },
};

/** The language chosen in `CurrentChoice`. */
const chooseLanguage = fn();

/** `ActionMenuList` with its own button: the current choice is marked; choosing closes the menu. */
export const CurrentChoice: Story = {
  render: () => <LanguageChoice selectedId="en-GB" onChoose={chooseLanguage} />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const menu = await body.findByRole('menu', { name: 'Language' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    await expect(chooseLanguage).toHaveBeenCalledWith('fr');
    await expect(body.queryByRole('menu')).toBeNull();
  },
};
