import { fireEvent } from '@testing-library/react';
import { expect } from 'vitest';

/** A press on the dimmed overlay around the dialog (Radix renders it just before the panel). */
export function pressOverlay(dialog: HTMLElement): void {
  const overlay = dialog.previousElementSibling;
  expect(overlay).toHaveAttribute('data-state', 'open');
  fireEvent.pointerDown(overlay as Element, { pointerType: 'mouse', button: 0 });
  fireEvent.click(overlay as Element);
}
