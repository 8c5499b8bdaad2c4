import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BrandFooter, BrandHeader, SkipLink } from './BrandShell';
import type { ShellAccount, ShellAnchorProps } from './types';

/** A tenant logo like themes/default/logo.svg (a mark and the name), as the server would serve it. */
const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" width="160" height="40">' +
    '<rect width="40" height="40" rx="8" fill="#0a58ca"/>' +
    '<text x="20" y="26" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">CC</text>' +
    '<text x="48" y="26" font-family="sans-serif" font-size="15" font-weight="700" fill="#1b1f24">Cabkit Cars</text></svg>',
)}`;

const siteLinks = [
  { label: 'Home', href: '/home.html' },
  { label: 'About', href: '/about.html' },
  { label: 'Services', href: '/services.html' },
  { label: 'Fleet', href: '/fleet.html' },
  { label: 'Contact', href: '/contact.html' },
];

const customerPages = {
  label: 'Your account',
  links: [
    { label: 'Dashboard', href: '/dashboard.html' },
    { label: 'My bookings', href: '/bookinghistory.html' },
    { label: 'My places', href: '/addressbook.html' },
    { label: 'My account', href: '/profile.html' },
    { label: 'Invoice', href: '/invoice.html' },
  ],
};

const customer: ShellAccount = { name: 'Casey Customer', groups: [customerPages], onSignOut: fn() };
const booker: ShellAccount = {
  name: 'Bea Booker',
  groups: [customerPages, { label: 'Corporate', links: [{ label: 'Commission', href: '/commission.html' }] }],
  onSignOut: fn(),
};

/** Stories follow no link: the shell's links go nowhere in Storybook. */
function StoryLink({ href, onClick, ...rest }: ShellAnchorProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

/**
 * The brand shell: `SkipLink`, `BrandHeader` and `BrandFooter`, fed by the app with the tenant (name,
 * `/tenant/logo.svg`, phone, e-mail, copyright), the session (`account` with its role’s groups of links, or null
 * for Sign in) and the current page (`currentHref` gets `aria-current="page"`). Above 991 px the header is one row:
 * logo, service navigation, the account menu, Call and Book; below it a 60 px bar (logo, Book, Menu) whose Menu
 * opens the same links in a dialog and gives focus back when it closes. `variant` is the tenant’s header colour:
 * surface, brand or inverse. Routing: pass `linkComponent`, the app router’s link adapted to `href` (React Router:
 * `({ href, ...rest }) => <Link to={href} {...rest} />`); the default is a plain `<a>`. A component keeps the shell
 * free of react-aria’s link and press code on every page (RouterProvider would need RAC’s `Link` for each link).
 */
const meta = {
  title: 'Layout/BrandShell',
  component: BrandHeader,
  args: {
    tenantName: 'Cabkit Cars',
    logoSrc: logo,
    homeHref: '/home.html',
    links: siteLinks,
    currentHref: '/services.html',
    book: { label: 'Book', href: '/booking.html' },
    phone: '020 7946 0000',
    email: 'bookings@cabkit.example',
    account: null,
    onSignIn: fn(),
    variant: 'surface',
    linkComponent: StoryLink,
  },
  render: (args) => (
    <div>
      <SkipLink />
      <BrandHeader {...args} />
      <main id="main" tabIndex={-1} style={{ padding: 16, minHeight: 160 }}>
        <h1 style={{ margin: 0 }}>Services</h1>
      </main>
      <BrandFooter
        tenantName={args.tenantName}
        phone={args.phone}
        email={args.email}
        copyright="© 2026 Cabkit Cars Ltd. All rights reserved."
        links={siteLinks.slice(1)}
        linkComponent={StoryLink}
      />
    </div>
  ),
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof BrandHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a desktop: the service pages with Services current, Sign in, Call and Book; the footer. */
export const DesktopSignedOut: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main menu' });
    await expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('img', { name: 'Cabkit Cars' }).closest('a')).toHaveAttribute('href', '/home.html');
    await userEvent.click(within(nav).getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** A customer on a desktop: the account menu opens with the keyboard, Escape closes it and focus goes back. */
export const DesktopCustomer: Story = {
  args: { account: customer, currentHref: '/bookinghistory.html' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Account' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const bookings = canvas.getByRole('link', { name: 'My bookings' });
    await expect(bookings).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Commission' })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

/** A booker on a desktop: the customer's pages, then the corporate group with Commission; Sign out last. */
export const DesktopBooker: Story = {
  args: { account: booker, variant: 'brand' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const corporate = canvas.getByRole('list', { name: 'Corporate' });
    await expect(within(corporate).getByRole('link', { name: 'Commission' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(booker.onSignOut).toHaveBeenCalled();
  },
};

/** The inverse header on a desktop. */
export const DesktopInverse: Story = { args: { variant: 'inverse', account: customer } };

/** A 320 px phone: one bar of logo, Book and Menu, under 72 px tall; nothing scrolls sideways. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBeLessThanOrEqual(72);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    for (const control of [
      within(banner).getByRole('link', { name: 'Book' }),
      within(banner).getByRole('button', { name: 'Menu' }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};

/** The brand header on a phone. */
export const PhoneBrand: Story = { args: { variant: 'brand' } };

/** A booker's menu dialog on a phone: the pages, the account's groups, Sign out and the contact; Escape closes it and focus goes back to Menu. */
export const PhoneMenuOpen: Story = {
  args: { account: booker, currentHref: '/fleet.html' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(dialog).getByRole('link', { name: 'Fleet' })).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('link', { name: 'Commission' })).toBeVisible();
    for (const link of within(dialog).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.click(menu);
    await screen.findByRole('dialog', { name: 'Menu' });
  },
};
