import { type ReactNode, useId } from 'react';
import * as styles from './PageLayout.css';

// Apart from PageLayout, so a page that uses only the frame (the booking wizard, in the first view) does not load
// the section's code with it.

/** Props of `PageSection`. */
export interface PageSectionProps {
  /** The section's h2; without one the section is a plain block. */
  title?: ReactNode;
  children: ReactNode;
}

/** One section of a page, named by its h2 when it has one. */
export function PageSection({ title, children }: PageSectionProps) {
  const headingId = useId();
  if (title == null) return <div className={styles.section}>{children}</div>;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 className={styles.sectionTitle} id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}
