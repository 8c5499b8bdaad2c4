import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SummaryCards } from './SummaryCards';

describe('SummaryCards', () => {
  it('reads each figure with its label inside one named group', () => {
    render(
      <SummaryCards
        label="At a glance"
        cards={[
          { id: 'a', label: 'Upcoming rides', value: '2' },
          { id: 'b', label: 'Spend', value: '£10.00', hint: 'Last 3 months' },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'At a glance' });
    const terms = within(group)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(group)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Upcoming rides', 'Spend']);
    expect(values).toEqual(['2', '£10.00', 'Last 3 months']);
  });
});
