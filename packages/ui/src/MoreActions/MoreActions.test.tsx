import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MoreActions } from './MoreActions';

function items(repeat = vi.fn()) {
  return [
    { id: 'receipt', label: 'Resend receipt', onAction: vi.fn() },
    { id: 'repeat', label: 'Repeat booking', onAction: repeat },
  ];
}

describe('MoreActions', () => {
  it('draws only its button until asked, then opens the menu from the keyboard and gives focus back', async () => {
    const user = userEvent.setup();
    const repeat = vi.fn();
    render(<MoreActions label="More actions" items={items(repeat)} />);
    const button = screen.getByRole('button', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Resend receipt' })).toHaveFocus());
    expect(menu).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu', { name: 'More actions' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Resend receipt' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(repeat).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('draws nothing without actions', () => {
    const { container } = render(<MoreActions label="More actions" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
