import type { ReturnKind } from '@cabkit/domain/model';
import { bookingState, setFieldError } from './booking';
import { requestQuote } from './quote';

/** Chooses ASAP (applies immediately) and requotes. */
export function chooseAsap(): void {
  bookingState.pickUpType = 'Now';
  setFieldError('time', undefined);
  void requestQuote();
}

/** Chooses a later pickup time (`yyyy-MM-ddTHH:mm`, local) and requotes. */
export function chooseLater(time: string): void {
  bookingState.pickUpType = 'Later';
  bookingState.time = time;
  setFieldError('time', undefined);
  void requestQuote();
}

/** Sets the return kind and return time, and requotes. */
export function chooseReturn(kind: ReturnKind, returnTime = bookingState.returnTime): void {
  bookingState.returnKind = kind;
  bookingState.returnTime = kind === 'rtn' ? returnTime : '';
  setFieldError('returnTime', undefined);
  void requestQuote();
}
