import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { ProcessingOverlay } from './ProcessingOverlay';

const DESCRIPTION = 'We are processing your request. Please do not refresh or close the browser';

/** A page with a payment form and the overlay, as the booking page renders it. */
function Page({ isOpen, fullScreen }: { isOpen: boolean; fullScreen?: boolean }) {
  return (
    <main>
      <form aria-label="Payment">
        <button type="button">Pay now</button>
      </form>
      <section aria-label="Summary">
        <div inert>
          <button type="button">Already inert</button>
        </div>
        <ProcessingOverlay isOpen={isOpen} fullScreen={fullScreen} description={DESCRIPTION} />
      </section>
    </main>
  );
}

describe('ProcessingOverlay', () => {
  it('keeps one status region mounted, empty while closed, and fills it when it opens', async () => {
    const { rerender } = render(<Page isOpen={false} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<Page isOpen />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(`Please wait${DESCRIPTION}`);
    expect(status).toHaveAttribute('aria-atomic', 'true');
    rerender(<Page isOpen={false} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toBeEmptyDOMElement();
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('covering a container leaves the page reachable', () => {
    render(<Page isOpen />);
    expect(screen.getByRole('button', { name: 'Pay now' }).closest('[inert]')).toBeNull();
  });

  it('fullScreen makes the page behind inert while open, restores it and the focus after', () => {
    const { rerender } = render(<Page isOpen={false} fullScreen />);
    const pay = screen.getByRole('button', { name: 'Pay now' });
    act(() => pay.focus());
    rerender(<Page isOpen fullScreen />);
    const status = screen.getByRole('status');
    expect(pay.closest('[inert]')).not.toBeNull();
    expect(status.closest('[inert]')).toBeNull();
    expect(document.body.closest('[inert]')).toBeNull();
    // What the browser does to focus inside a subtree that turns inert.
    act(() => pay.blur());
    rerender(<Page isOpen={false} fullScreen />);
    expect(pay.closest('[inert]')).toBeNull();
    expect(screen.getByText('Already inert').closest('[inert]')).not.toBeNull();
    expect(pay).toHaveFocus();
  });

  it('fullScreen unmounted while open leaves nothing inert', () => {
    const { unmount } = render(<Page isOpen fullScreen />);
    unmount();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });
});
