import type { ConnectionState } from '@cabkit/domain';
import * as styles from './ConnectionBadge.css';

/** The live connection's states (docs/behaviour/live-feed.md#connection-states). */
export type { ConnectionState };

/** What each state says. */
export const connectionStateText: Record<ConnectionState, string> = {
  connected: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Connection lost, reconnecting…',
  disconnected: 'Offline, trying again shortly',
  disconnecting: 'Disconnecting…',
};

/** Props of `ConnectionBadge`. */
export interface ConnectionBadgeProps {
  state: ConnectionState;
  /** What the connection is for (default "Live updates"). */
  label?: string;
}

/**
 * The state of a live connection in words and colour ("Live updates: Live"). It is not a live region: the
 * page announces what matters (the trip), not every reconnect attempt.
 */
export function ConnectionBadge({ state, label = 'Live updates' }: ConnectionBadgeProps) {
  return (
    <span className={styles.badge} data-state={state}>
      <span className={styles.light} aria-hidden="true" />
      <span>
        {label}: {connectionStateText[state]}
      </span>
    </span>
  );
}
