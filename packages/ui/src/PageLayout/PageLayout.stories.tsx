import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { vars } from '../theme/contract.css';
import { PageLayout } from './PageLayout';
import { PageSection } from './PageSection';

/**
 * A page inside the main landmark: its h1 (with an optional intro and actions), then `PageSection`s (each named by
 * its h2) 32 px apart, 48 px on desktop. Every page takes its width from here, never from its own CSS. The one
 * width system, centred: `narrow` 640 px for forms, sign-in, confirmations and text pages; `regular` 960 px for a
 * form beside a summary and detail pages (a booking, a receipt); `wide` 1,200 px (the default) for tables, maps,
 * dashboards and home. `page` (wide) and `reading` (narrow) are the older names. The app's main landmark adds the
 * page gutter (space tokens lg, 16 px, on a phone; xl, 24 px, above) and the brand header lines up with `wide`.
 * `head` replaces the title row when a page has a hero holding its h1.
 */
const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  args: {
    title: 'My bookings',
    intro: 'Today’s journeys first, then those waiting for a driver.',
    actions: <Button variant="secondary">Download</Button>,
    width: 'wide',
    children: (
      <>
        <PageSection title="Today">
          <p style={{ margin: 0 }}>Two journeys booked for today.</p>
        </PageSection>
        <PageSection title="Pending">
          <EmptyState headingLevel={3} title="Nothing pending" illustration={null} />
        </PageSection>
      </>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page width, with sections named by their headings. */
export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Today' })).toBeVisible();
  },
};

/** The reading width, for text and forms. */
export const Reading: Story = {
  args: {
    title: 'About us',
    intro: undefined,
    actions: undefined,
    width: 'narrow',
    children: (
      <PageSection>
        <p style={{ margin: 0 }}>
          Licensed taxi and chauffeur journeys across London and the UK, airport transfers day and night.
        </p>
      </PageSection>
    ),
  },
};

/** The regular width, for a form beside a summary or a detail page. */
export const Regular: Story = {
  args: { title: 'Booking CK0000042', intro: undefined, actions: undefined, width: 'regular' },
};

/** A head of the page's own (a hero holding the h1) in place of the title row. */
export const WithHead: Story = {
  args: {
    title: undefined,
    intro: undefined,
    actions: undefined,
    head: (
      <div style={{ padding: '32px', borderRadius: '12px', background: vars.color.surfaceSunken }}>
        <h1 style={{ margin: 0 }}>Taxis across London, day and night</h1>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

/** On a 320 px phone: the actions wrap under the title. */
export const Phone: Story = {
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
