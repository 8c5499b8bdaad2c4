import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BrandFooter, BrandHeader, type BrandHeaderProps } from './BrandShell';
import type { ShellAnchorProps } from './types';

const customerPages = {
  label: 'Your account',
  links: [
    { label: 'Dashboard', href: '/dashboard.html' },
    { label: 'My bookings', href: '/bookinghistory.html' },
  ],
};

function header(overrides: Partial<BrandHeaderProps> = {}) {
  const props: BrandHeaderProps = {
    tenantName: 'Cabkit Cars',
    logoSrc: '/tenant/logo.svg',
    homeHref: '/home.html',
    links: [
      { label: 'Home', href: '/home.html' },
      { label: 'Fleet', href: '/fleet.html' },
    ],
    currentHref: '/fleet.html',
    book: { label: 'Book', href: '/booking.html' },
    phone: '020 7946 0000',
    account: null,
    onSignIn: vi.fn(),
    ...overrides,
  };
  return render(<BrandHeader {...props} />);
}

// jsdom applies no media queries, so the desktop row keeps its phone `display: none`: its roles are queried
// with `hidden: true` (a hidden landmark has no name there), and what is shown is checked by the panel's own `hidden` attribute.
const all = { hidden: true } as const;

describe('BrandHeader', () => {
  it('shows the tenant logo named by the tenant, linking home', () => {
    header();
    const logo = screen.getByRole('img', { name: 'Cabkit Cars' });
    expect(logo).toHaveAttribute('src', '/tenant/logo.svg');
    expect(logo.closest('a')).toHaveAttribute('href', '/home.html');
  });

  it('marks only the current page with aria-current', () => {
    header();
    const nav = screen.getByRole('navigation', all);
    expect(within(nav).getByRole('link', { ...all, name: 'Fleet' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { ...all, name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Call 020 7946 0000')).toHaveAttribute('href', 'tel:02079460000');
  });

  it('renders links through the app router link component', () => {
    const seen: string[] = [];
    const RouterLink = ({ href, children, ...rest }: ShellAnchorProps) => {
      seen.push(href);
      return (
        <a href={`#router${href}`} {...rest}>
          {children}
        </a>
      );
    };
    header({ linkComponent: RouterLink });
    expect(seen).toEqual(expect.arrayContaining(['/home.html', '/fleet.html', '/booking.html']));
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '#router/booking.html');
  });

  it('offers Sign in to a visitor', async () => {
    const onSignIn = vi.fn();
    header({ onSignIn });
    await userEvent.click(screen.getByRole('button', { ...all, name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('opens the account menu grouped by role; Escape closes it and returns focus', async () => {
    const onSignOut = vi.fn();
    const user = userEvent.setup();
    header({
      account: {
        name: 'Bea Booker',
        groups: [customerPages, { label: 'Corporate', links: [{ label: 'Commission', href: '/commission.html' }] }],
        onSignOut,
      },
    });
    const button = screen.getByRole('button', { ...all, name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByText('Signed in as Bea Booker').parentElement as HTMLElement;
    expect(panel.hidden).toBe(true);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel.hidden).toBe(false);
    expect(button).toHaveAttribute('aria-controls', panel.id);
    const corporate = screen.getByRole('list', { ...all, name: 'Corporate' });
    expect(within(corporate).getByRole('link', all)).toHaveTextContent('Commission');
    within(panel).getAllByRole('link', all)[0]?.focus();
    await user.keyboard('{Escape}');
    expect(panel.hidden).toBe(true);
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByRole('button', { ...all, name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('leaves out an empty group (a customer has no corporate pages)', async () => {
    header({
      account: { name: 'Casey', groups: [customerPages, { label: 'Corporate', links: [] }], onSignOut: vi.fn() },
    });
    await userEvent.click(screen.getByRole('button', { ...all, name: 'Account' }));
    expect(screen.queryByText('Corporate')).toBeNull();
    expect(screen.getByRole('list', { ...all, name: 'Your account' })).toBeInTheDocument();
  });

  it('opens the Menu dialog and gives focus back to Menu when it closes', async () => {
    const user = userEvent.setup();
    header({
      email: 'bookings@cabkit.example',
      menuExtra: (
        <button type="button" lang="fr">
          Français
        </button>
      ),
    });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Fleet' })).toHaveAttribute('aria-current', 'page');
    // The app's own part (the language choice, for a phone too narrow for the header's language button).
    expect(within(dialog).getByRole('button', { name: 'Français' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'bookings@cabkit.example' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
  });
});

describe('BrandFooter', () => {
  it('shows the tenant contact, the site pages and the copyright line', () => {
    render(
      <BrandFooter
        tenantName="Cabkit Cars"
        phone="020 7946 0000"
        email="bookings@cabkit.example"
        copyright="© 2026 Cabkit Cars Ltd."
        links={[{ label: 'About', href: '/about.html' }]}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('list', { name: 'Cabkit Cars' })).toHaveTextContent('020 7946 0000');
    expect(within(footer).getByRole('navigation', { name: 'Site pages' })).toHaveTextContent('About');
    expect(footer).toHaveTextContent('© 2026 Cabkit Cars Ltd.');
  });
});
