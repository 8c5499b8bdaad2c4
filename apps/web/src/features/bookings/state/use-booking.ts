import { useCallback, useEffect, useRef, useState } from 'react';
import type { Answered } from '../../../api/client';
import { isApiError, userMessage } from '../../../api/errors';
import type { BookingView } from '../api/get-booking-info';

/** A booking being read: loading, not found (unknown or someone else's), failed, or ready. */
export type BookingLoad =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ready'; booking: BookingView };

/** What a failed read shows: unknown ids and other people's bookings are "missing", anything else an error. */
function failedLoad(error: unknown): BookingLoad {
  const refused = isApiError(error) && [400, 401, 403, 404].includes(error.status);
  return refused ? { state: 'missing' } : { state: 'error', message: userMessage(error) };
}

function loadOf(answered: Answered<BookingView | null> | undefined): BookingLoad {
  if (!answered) return { state: 'loading' };
  if (!answered.ok) return failedLoad(answered.error);
  return answered.answer ? { state: 'ready', booking: answered.answer } : { state: 'missing' };
}

/**
 * Reads one booking with `load` and re-reads it on `reload` (after an action). Unknown ids and other people's
 * bookings (404, 403, 400) are "missing": the page says "Booking not found" and shows nothing of it. A failed
 * re-read keeps the booking already shown. `first` gives the answer the page's route loader read, if any.
 */
export function useBooking(
  key: string,
  load: (signal: AbortSignal) => Promise<BookingView | null>,
  first?: () => Answered<BookingView | null> | undefined,
) {
  // The page's route loader may have read the answer already: it is not asked again.
  const [state, setState] = useState<BookingLoad>(() => (key && first ? loadOf(first()) : { state: 'loading' }));
  const loadedFor = useRef(state.state === 'loading' ? null : key);
  const loadRef = useRef(load);
  loadRef.current = load;

  const read = useCallback(async (signal: AbortSignal, keepShown: boolean) => {
    try {
      const booking = await loadRef.current(signal);
      if (!signal.aborted) setState(booking ? { state: 'ready', booking } : { state: 'missing' });
    } catch (error) {
      if (signal.aborted || keepShown) return;
      setState(failedLoad(error));
    }
  }, []);

  useEffect(() => {
    if (loadedFor.current === key) return;
    loadedFor.current = null;
    const controller = new AbortController();
    setState({ state: 'loading' });
    if (!key) setState({ state: 'missing' });
    else void read(controller.signal, false);
    return () => controller.abort();
  }, [key, read]);

  const reload = useCallback(() => read(new AbortController().signal, true), [read]);
  return { load: state, reload };
}
