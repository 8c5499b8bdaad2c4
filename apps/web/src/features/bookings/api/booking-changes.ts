// The calls that change a booking, apart from the lists' reads: the list and detail pages load them when one of
// their actions is pressed.
import { accountsEndpoints } from '@cabkit/contract';
import { call } from '../../../api/client';

/** Cancels a booking by its reference (POST /api/cancelbooking); answers the server's message. */
export async function cancelBooking(bookingref: string, source: number): Promise<string> {
  const response = await call(accountsEndpoints.cancelBooking, { body: { bookingref, source } });
  return response.Message;
}

/**
 * Mails the booking's receipt again (POST /api/emailreceipt); answers the server's message. `code`: the ticket's
 * tracking code, which lets a guest (no session) have the receipt sent.
 */
export async function emailReceipt(bookingref: string, source: number, code = ''): Promise<string> {
  const response = await call(accountsEndpoints.emailReceipt, { body: { bookingref, source, code } });
  return response.Message;
}
