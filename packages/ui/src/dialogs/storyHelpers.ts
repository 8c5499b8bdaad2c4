import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Finds the open dialog (portalled to document.body) by role and name. */
export async function findDialog(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  return screen.findByRole(role, { name });
}

/**
 * Checks the focus trap at both ends: Tab from the last focusable element (the × button) wraps inside the dialog,
 * and Shift+Tab from there stays inside too; then a few more Tabs never leave the dialog.
 */
export async function expectFocusTrapped(dialog: HTMLElement, presses = 3): Promise<void> {
  const close = dialog.querySelector<HTMLElement>('button[aria-label="Close"]');
  if (close) {
    close.focus();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await expect(document.activeElement).not.toBe(close);
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
}

/** Presses Escape and checks the dialog asked to close. */
export async function expectEscapeCloses(onOpenChange: unknown): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
}

/** A dialog story file's docs parameters: its usage note, in a frame tall enough (`height`) for the open dialog. */
export function dialogDocs(component: string, height: string) {
  return { docs: { description: { component }, story: { inline: false, height } } };
}

/** The play of a dialog's plainest story: it opens named `name`, Tab stays inside and Escape asks to close it. */
export function keyboardPlay(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  return async ({ args }: { args: { onOpenChange?: unknown } }): Promise<void> => {
    const dialog = await findDialog(name, role);
    await expectFocusTrapped(dialog);
    await expectEscapeCloses(args.onOpenChange);
  };
}

/** Checks the dialog's error summary links to each message in `messages`. */
export async function expectSummaryLinks(dialog: HTMLElement, messages: string[]): Promise<void> {
  const summary = within(dialog).getByRole('alert');
  for (const name of messages) await expect(within(summary).getByRole('link', { name })).toBeInTheDocument();
}
