import { roundMoney, statusKind } from '@cabkit/domain';

/** A booking as a booker's statement reads it. */
export interface StatementBooking {
  jobId: number;
  bref: string;
  at: Date;
  booker: string;
  pickUp: string;
  dropOff: string;
  via: string[];
  note: string;
  status: string;
  paymentType: string;
  price: number;
}

/** One statement row (docs/behaviour/booker.md#statements Booker statement row). */
export interface StatementRowData {
  JobId: number;
  Bref: string;
  Date: string;
  Booker: string;
  PickUp: string;
  DropOff: string;
  Via: string;
  Note: string;
  Status: string;
  Card: number;
  Cash: number;
  Price: number;
  Commission: number;
}

/** A statement: its rows and totals. */
export interface Statement {
  rows: StatementRowData[];
  totalCard: number;
  totalCash: number;
  totalPrice: number;
  totalCommission: number;
}

/**
 * Builds a statement: each booking's price split into cash or card (every non-cash payment), and the
 * booker's commission at `commissionRate` percent. Cancelled bookings are listed but earn and cost nothing.
 */
export function buildStatement(bookings: readonly StatementBooking[], commissionRate: number): Statement {
  const rows = [...bookings]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.jobId - b.jobId)
    .map((b): StatementRowData => {
      const cancelled = statusKind(b.status) === 'cancelled';
      const price = cancelled ? 0 : roundMoney(b.price);
      const cash = b.paymentType.toLowerCase() === 'cash';
      return {
        JobId: b.jobId,
        Bref: b.bref,
        Date: b.at.toISOString(),
        Booker: b.booker,
        PickUp: b.pickUp,
        DropOff: b.dropOff,
        Via: b.via.join('; '),
        Note: b.note,
        Status: b.status,
        Card: cash ? 0 : price,
        Cash: cash ? price : 0,
        Price: price,
        Commission: roundMoney((price * commissionRate) / 100),
      };
    });
  const sum = (pick: (r: StatementRowData) => number) => roundMoney(rows.reduce((total, r) => total + pick(r), 0));
  return {
    rows,
    totalCard: sum((r) => r.Card),
    totalCash: sum((r) => r.Cash),
    totalPrice: sum((r) => r.Price),
    totalCommission: sum((r) => r.Commission),
  };
}
