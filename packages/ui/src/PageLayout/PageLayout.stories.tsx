import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { PageLayout, PageSection } from './PageLayout';

const meta = {
  title: 'Layout/PageLayout',
  component: PageLayout,
  args: {
    title: 'My bookings',
    intro: 'Today’s journeys first, then those waiting for a driver.',
    actions: <Button variant="secondary">Download</Button>,
    width: 'page',
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
  parameters: {
    docs: {
      description: {
        component:
          'A page inside the main landmark: its h1 (with an optional intro and actions), then `PageSection`s (each ' +
          'named by its h2) 32 px apart, 48 px on desktop. `width` is page (1,120 px: lists, dashboards, booking) ' +
          'or reading (720 px: text and forms); one width per kind of page.',
      },
    },
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page width, with sections named by their headings. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
    width: 'reading',
    children: (
      <PageSection>
        <p style={{ margin: 0 }}>
          Licensed taxi and chauffeur journeys across London and the UK, airport transfers day and night.
        </p>
      </PageSection>
    ),
  },
};

/** On a 320 px phone: the actions wrap under the title. */
export const Phone: Story = {
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
