import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { ActionMenu, ActionMenuList } from './ActionMenu';

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
  function Languages({ onAction }: { onAction: (id: string) => void }) {
    const trigger = useRef<HTMLButtonElement>(null);
    const [open, setOpen] = useState(false);
    return (
      <>
        <button ref={trigger} type="button" onClick={() => setOpen(true)}>
          Language
        </button>
        <ActionMenuList
          label="Language"
          triggerRef={trigger}
          isOpen={open}
          onOpenChange={setOpen}
          selectedId="fr"
          onAction={onAction}
          items={[
            { id: 'en-GB', label: 'English', lang: 'en-GB', dir: 'ltr' },
            { id: 'fr', label: 'Français', lang: 'fr', dir: 'ltr' },
            { id: 'ar', label: 'العربية', lang: 'ar', dir: 'rtl' },
          ]}
        />
      </>
    );
  }

  it('opens from a button of its own, marks the current choice and says which item was chosen', async () => {
    const chosen = vi.fn();
    render(<Languages onAction={chosen} />);
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(screen.getByRole('menuitemradio', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('menuitemradio', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(chosen).toHaveBeenCalledWith('ar');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
