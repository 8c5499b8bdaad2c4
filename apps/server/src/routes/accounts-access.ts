import { forbidden } from '../http/errors';
import type { Session } from '../http/session';

/** Refuses (403) unless `custid` is the signed-in customer's own id. */
export function assertOwnCustomer(session: Session, custid: number): void {
  if (session.customerId === null || session.customerId !== custid) {
    throw forbidden('You can only see and change your own account.');
  }
}

/** Refuses (403) unless `bookerid` is the signed-in booker's own booker id. */
export function assertOwnBooker(session: Session, bookerid: number): void {
  if (session.bookerId === null || session.bookerId !== bookerid) {
    throw forbidden("You can only see your own company's bookings.");
  }
}
