import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton, SkeletonTableRows, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('announces one busy status and hides its shapes from screen readers', () => {
    const { container } = render(
      <Skeleton label="Loading your bookings">
        <SkeletonText lines={2} />
        <SkeletonTableRows rows={3} columns={2} />
      </Skeleton>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAccessibleName('');
    expect(status).toHaveTextContent('Loading your bookings');
    expect(container.querySelector('[aria-hidden="true"]')?.querySelectorAll('span')).toHaveLength(2 + 3 * 2);
  });

  it('stays silent but busy when the screen announces the wait itself', () => {
    const { container } = render(
      <Skeleton label="Loading your bookings" announce={false}>
        <SkeletonText lines={2} />
      </Skeleton>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('Loading your bookings')).toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});

describe('EmptyState', () => {
  it('shows a tenant illustration given as a URL as decorative', () => {
    const { container } = render(<EmptyState title="No places" illustration="/tenant/empty.svg" />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { level: 2, name: 'No places' })).toBeInTheDocument();
  });
});
