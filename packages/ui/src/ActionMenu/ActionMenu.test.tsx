import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';
import { LanguageChoice } from './fakes/LanguageChoice';

describe('ActionMenu', () => {
  it("opens the row's actions from one named button and runs the one chosen", async () => {
    const cancel = vi.fn();
    render(
      <ActionMenu
        label="Actions for booking D1"
        items={[
          { id: 'view', label: 'View booking', href: '/bookingdetail/1.html' },
          { id: 'cancel', label: 'Cancel booking', onAction: cancel, isDanger: true },
        ]}
      />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for booking D1' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['View booking', 'Cancel booking']);
    expect(items[0]).toHaveAttribute('href', '/bookingdetail/1.html');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Cancel booking' }));
    expect(cancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('draws nothing without actions', () => {
    const { container } = render(<ActionMenu label="Actions" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ActionMenuList', () => {
  it('opens from a button of its own, marks the current choice and says which item was chosen', async () => {
    const chosen = vi.fn();
    render(<LanguageChoice selectedId="fr" onChoose={chosen} />);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Language: Français' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(chosen).toHaveBeenCalledWith('ar');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
