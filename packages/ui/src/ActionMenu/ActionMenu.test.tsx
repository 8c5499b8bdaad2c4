import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './ActionMenu';

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
