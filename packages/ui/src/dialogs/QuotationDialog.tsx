import { Button } from '../Button/Button';
import { Price } from '../Price/Price';
import { Dialog, DialogActions } from './Dialog';
import * as styles from './Dialog.css';
import type { OpenableProps } from './dialogProps';
import { useSay } from '../parts/words';

/** The quotation facts the dialog shows (from the domain's Quotation and the booking). */
export interface QuotationSummary {
  /** Pickup address text. */
  pickup: string;
  /** Drop-off address text. */
  dropoff: string;
  /** Pickup time text (e.g. "ASAP" or "24/12/2026 14:30"). */
  time?: string;
  /** Vehicle type name. */
  vehicle?: string;
  /** Journey time in minutes. */
  journeyMinutes?: number;
  /** Route distance in miles. */
  distanceMiles?: number;
  /** Total fare. */
  totalFare: number;
  /** Return fare, when a return is booked. */
  returnFare?: number;
  /** Currency (default GBP). */
  currencyCode?: string;
}

/** Props of `QuotationDialog`. */
export interface QuotationDialogProps extends OpenableProps {
  /** The quotation. */
  quotation: QuotationSummary;
  /** Called by Book now (the dialog closes). */
  onBook: () => void;
  /** Title (default "Quotation"). */
  title?: string;
}

/** The quotation (docs/behaviour/payment.md#checkout "quotation" modal): journey, vehicle, time, distance and fare, with Book now and Close. */
export function QuotationDialog({ open, onOpenChange, quotation, onBook, title = 'Quotation' }: QuotationDialogProps) {
  const say = useSay();
  const currency = quotation.currencyCode ?? 'GBP';
  const rows: Array<[string, React.ReactNode]> = [
    ['Pickup', quotation.pickup],
    ['Drop-off', quotation.dropoff],
  ];
  if (quotation.time) rows.push(['Time', quotation.time]);
  if (quotation.vehicle) rows.push(['Vehicle', quotation.vehicle]);
  if (quotation.journeyMinutes !== undefined)
    rows.push(['Journey time', `${Math.round(quotation.journeyMinutes)} min`]);
  if (quotation.distanceMiles !== undefined) rows.push(['Distance', `${quotation.distanceMiles.toFixed(1)} miles`]);
  if (quotation.returnFare !== undefined)
    rows.push(['Return fare', <Price key="r" amount={quotation.returnFare} currencyCode={currency} />]);
  rows.push(['Total fare', <Price key="t" amount={quotation.totalFare} currencyCode={currency} size="large" />]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <dl className={styles.summaryList}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.summaryTerm}>{term}</dt>
            <dd className={styles.summaryValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <DialogActions>
        <Button
          onPress={() => {
            onBook();
            onOpenChange(false);
          }}
        >
          {say('Book now')}
        </Button>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {say('Close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
