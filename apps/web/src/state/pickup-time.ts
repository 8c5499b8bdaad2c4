import type { ReturnKind } from '@cabkit/domain/model';
import { bookingState, setFieldError } from './booking';
import { requote } from './requote';

/** Chooses ASAP (applies immediately) and requotes. */
export function chooseAsap(): void {
  bookingState.pickUpType = 'Now';
  setFieldError('time', undefined);
  void requote();
}

/** Chooses a later pickup time (the instant, as ISO text) and requotes. */
export function chooseLater(time: string): void {
  bookingState.pickUpType = 'Later';
  bookingState.time = time;
  setFieldError('time', undefined);
  void requote();
}

/** Sets the return kind and return time, and requotes. */
export function chooseReturn(kind: ReturnKind, returnTime = bookingState.returnTime): void {
  bookingState.returnKind = kind;
  bookingState.returnTime = kind === 'rtn' ? returnTime : '';
  setFieldError('returnTime', undefined);
  void requote();
}
