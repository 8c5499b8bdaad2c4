import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, userMessage } from '../../../api/errors';
import type { BookingView } from '../api/get-booking-info';

/** A booking being read: loading, not found (unknown or someone else's), failed, or ready. */
export type BookingLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ready'; booking: BookingView };

/**
 * Reads one booking with `load` and re-reads it on `reload` (after an action). Unknown ids and other people's
 * bookings (404, 403, 400) are "missing": the page says "Booking not found" and shows nothing of it. A failed
 * re-read keeps the booking already shown.
 */
export function useBooking(key: string, load: (signal: AbortSignal) => Promise<BookingView | null>) {
  const [state, setState] = useState<BookingLoad>({ state: 'loading' });
  const loadRef = useRef(load);
  loadRef.current = load;

  const read = useCallback(async (signal: AbortSignal, keepShown: boolean) => {
    try {
      const booking = await loadRef.current(signal);
      if (!signal.aborted) setState(booking ? { state: 'ready', booking } : { state: 'missing' });
    } catch (error) {
      if (signal.aborted) return;
      const refused = isApiError(error) && [400, 401, 403, 404].includes(error.status);
      if (keepShown) return;
      setState(refused ? { state: 'missing' } : { state: 'error', message: userMessage(error) });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setState({ state: 'loading' });
    if (!key) setState({ state: 'missing' });
    else void read(controller.signal, false);
    return () => controller.abort();
  }, [key, read]);

  const reload = useCallback(() => read(new AbortController().signal, true), [read]);
  return { load: state, reload };
}
