import { expect, screen, userEvent, waitFor } from 'storybook/test';

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
