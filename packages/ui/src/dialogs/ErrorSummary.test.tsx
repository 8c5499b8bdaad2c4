import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, type SummaryError } from './ErrorSummary';

/** A form with one field and the summary beside it, as a wizard step shows it after a failed Next. */
function Form({ errors, focusKey }: { errors: SummaryError[]; focusKey: number }) {
  return (
    <form>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <label htmlFor="airport">Arriving from</label>
      <input id="airport" name="airport" />
    </form>
  );
}

const required = [{ field: 'airport', message: 'Arriving from is required' }];
const chooseOne = [{ field: 'airport', message: 'Arriving from airport is required' }];

describe('ErrorSummary focus', () => {
  it('takes focus after a failed submit, and again after the next one', async () => {
    const { rerender } = render(<Form errors={required} focusKey={1} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    screen.getByRole('textbox', { name: 'Arriving from' }).focus();
    rerender(<Form errors={required} focusKey={2} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('leaves focus in the field while errors clear and come back during typing (same submit)', async () => {
    const { rerender } = render(<Form errors={required} focusKey={1} />);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    const field = screen.getByRole('textbox', { name: 'Arriving from' });
    await userEvent.click(field);
    rerender(<Form errors={[]} focusKey={1} />);
    rerender(<Form errors={chooseOne} focusKey={1} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Arriving from airport is required' })).toBeVisible();
  });
});
