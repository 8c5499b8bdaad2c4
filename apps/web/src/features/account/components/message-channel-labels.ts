import type { MessageChannel, MessageKind } from '@cabkit/domain/messages';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** How each channel is named where an account reads and chooses its booking messages (drawn with `i18n._`). */
export const CHANNEL_LABELS: Record<MessageChannel, MessageDescriptor> = {
  email: msg`By email`,
  sms: msg`By text message`,
};

/** What each kind of message is called there: the domain's en-GB labels, worded by the catalogue. */
export const KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  confirmed: msg`Booking confirmed`,
  changed: msg`Booking changed`,
  driverAssigned: msg`Driver assigned`,
  driverArrived: msg`Driver arrived`,
  cancelled: msg`Booking cancelled`,
  receipt: msg`Receipt after the trip`,
};
