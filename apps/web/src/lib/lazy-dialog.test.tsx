import { Button } from '@cabkit/ui/Button';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog, preloadOnIntent } from './lazy-dialog';

function FakeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Update profile">
      <button type="button" onClick={() => onOpenChange(false)}>
        Close
      </button>
    </div>
  );
}

/** A dialog module whose code arrives when the test says so. */
function deferredDialog() {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const load = vi.fn(() => arrived.then(() => FakeDialog));
  return { load, release: () => release() };
}

function Page({
  dialog,
}: {
  dialog: ReturnType<typeof lazyDialog<{ open: boolean; onOpenChange: (o: boolean) => void }>>;
}) {
  const [open, setOpen] = useState(false);
  const Dialog = dialog;
  return (
    <>
      <Button {...preloadOnIntent(Dialog)} onPress={() => setOpen(true)}>
        Update profile
      </Button>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('lazyDialog', () => {
  it('fetches nothing with the page, then shows "Please wait" until the opened dialog has arrived', async () => {
    const user = userEvent.setup();
    const { load, release } = deferredDialog();
    render(<Page dialog={lazyDialog(load)} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Update profile' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Please wait')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByRole('dialog', { name: 'Update profile' })).toBeInTheDocument();
    expect(screen.queryByText('Please wait')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts loading when its button is hovered or focused, once', async () => {
    const user = userEvent.setup();
    const { load, release } = deferredDialog();
    render(<Page dialog={lazyDialog(load)} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Update profile' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);
    await user.hover(screen.getByRole('button', { name: 'Update profile' }));
    release();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Update profile' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
