import type { ReactNode } from 'react';
import * as css from './booking.css';

/**
 * Marks the controls of one error key (`pickup`, `via-0`, `time`, `vehicle`, ...), so the wizard's error summary
 * links to them: its link focuses the first control inside (the ui's `focusField` finds `data-field`).
 */
export function FieldAnchor({ field, children }: { field: string; children: ReactNode }) {
  return (
    <div data-field={field} className={css.fieldAnchor}>
      {children}
    </div>
  );
}
