import { expect, screen, userEvent, waitFor } from 'storybook/test';

/** Finds the open dialog (portalled to document.body) by role and name. */
export async function findDialog(
  name: string | RegExp,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<HTMLElement> {
  return screen.findByRole(role, { name });
}

/** Tabs forwards and backwards through more stops than the dialog has and checks focus never leaves it. */
export async function expectFocusTrapped(dialog: HTMLElement, presses = 12): Promise<void> {
  for (let i = 0; i < presses; i += 1) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
  for (let i = 0; i < 3; i += 1) {
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
}

/** Presses Escape and checks the dialog asked to close. */
export async function expectEscapeCloses(onOpenChange: unknown): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
}
