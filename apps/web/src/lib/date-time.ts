import { formatDateTime as formatDomainDateTime } from '@cabkit/domain/money';

/** Formats an ISO date-time as dd/mm/yyyy hh:mm (docs/behaviour/quotation.md#money-display); 'ASAP' and unreadable text stay as they are. */
export function formatDateTime(value: string): string {
  if (!value || value.toUpperCase() === 'ASAP') return 'ASAP';
  const when = new Date(value);
  return Number.isNaN(when.getTime()) ? value : formatDomainDateTime(when);
}
