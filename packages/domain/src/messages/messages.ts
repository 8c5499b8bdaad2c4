/**
 * The messages a passenger is sent about a booking, and who gets which. Every kind goes by e-mail; the kinds that
 * matter at the kerb (a driver on the way, a driver waiting) also go by text message when a mobile number is known.
 */

/** The events a passenger is told about, in the order a trip meets them. */
export const MESSAGE_KINDS = [
  'confirmed',
  'changed',
  'driverAssigned',
  'driverArrived',
  'cancelled',
  'receipt',
] as const;

/** One event a passenger is told about. */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** The ways a message reaches a passenger. */
const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/** One way a message reaches a passenger. */
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What each kind is called where a passenger chooses what they receive. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  confirmed: 'Booking confirmed',
  changed: 'Booking changed',
  driverAssigned: 'Driver assigned',
  driverArrived: 'Driver arrived',
  cancelled: 'Booking cancelled',
  receipt: 'Receipt after the trip',
};

/** What each kind says about itself where a passenger chooses. */
export const MESSAGE_KIND_HINTS: Record<MessageKind, string> = {
  confirmed: 'Your booking reference, pickup time and fare once the booking is made or paid.',
  changed: 'A new pickup time or journey, when you change the booking or a flight moves the pickup.',
  driverAssigned: 'Who is driving, the car and its registration.',
  driverArrived: 'When your driver is waiting at the pickup.',
  cancelled: 'When the booking is cancelled, with any refund.',
  receipt: 'The fare and how it was paid, when the trip is over.',
};

/** The channels each kind may use: text messages only for what matters at the kerb or at once. */
export const MESSAGE_CHANNELS_OF: Record<MessageKind, readonly MessageChannel[]> = {
  confirmed: ['email'],
  changed: ['email', 'sms'],
  driverAssigned: ['email', 'sms'],
  driverArrived: ['email', 'sms'],
  cancelled: ['email'],
  receipt: ['email'],
};

/** One choice: a kind by a channel, written `kind:channel` (e.g. `driverArrived:sms`). */
export type MessageChoice = `${MessageKind}:${MessageChannel}`;

/** Every choice a passenger can make, kind by kind. */
export const MESSAGE_CHOICES: readonly MessageChoice[] = MESSAGE_KINDS.flatMap((kind) =>
  MESSAGE_CHANNELS_OF[kind].map((channel) => `${kind}:${channel}` as const),
);

/** What an account receives until its owner chooses: every e-mail, and every text (a moved pickup, the driver). */
const DEFAULT_MESSAGE_CHOICES: readonly MessageChoice[] = MESSAGE_CHOICES;

/** True when a string names a choice a passenger can make. */
export function isMessageChoice(value: string): value is MessageChoice {
  return (MESSAGE_CHOICES as readonly string[]).includes(value);
}

/**
 * The choices an account has made, from what is stored: the defaults when nothing is stored yet, otherwise the
 * stored list with anything unknown dropped (a kind retired since it was saved).
 */
export function messageChoices(stored: readonly string[] | null | undefined): MessageChoice[] {
  if (!stored) return [...DEFAULT_MESSAGE_CHOICES];
  return MESSAGE_CHOICES.filter((choice) => stored.includes(choice));
}

/** Who a message is for: an account's choices, or a guest (who has no profile to choose in). */
interface MessageRecipient {
  /** The account's choices; null for a guest. */
  choices: readonly MessageChoice[] | null;
  email: string;
  /** A mobile number texts can go to, or empty. */
  mobile: string;
}

/**
 * The channels one message goes by. A guest has no profile, so a guest gets what an account gets by default: the
 * e-mail with their reference is how a guest finds the booking again. Nothing goes to an address that is missing.
 */
export function messageChannels(kind: MessageKind, recipient: MessageRecipient): MessageChannel[] {
  const choices = recipient.choices ?? DEFAULT_MESSAGE_CHOICES;
  return MESSAGE_CHANNELS_OF[kind].filter((channel) => {
    if (!choices.includes(`${kind}:${channel}`)) return false;
    return channel === 'email' ? recipient.email.trim() !== '' : isMobileNumber(recipient.mobile);
  });
}

/** The text number of a phone as written with its dialling code: `+44` and `07700 900123` give `+447700900123`. */
export function internationalNumber(phone: string, dialingCode: string): string {
  const digits = phone.replace(/[\s()-]/g, '');
  if (digits === '') return '';
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const code = dialingCode.trim().startsWith('+') ? dialingCode.trim() : `+${dialingCode.trim()}`;
  return `${code}${digits.replace(/^0/, '')}`;
}

/** True when a phone number can take a text: a UK mobile (07…, +447…) or any number given in international form. */
export function isMobileNumber(phone: string): boolean {
  const digits = phone.replace(/[\s()-]/g, '');
  if (/^(\+44|0044)7\d{9}$/.test(digits) || /^07\d{9}$/.test(digits)) return true;
  return /^\+(?!44)\d{8,15}$/.test(digits);
}

/** The message a tracking status change sends, if any: a driver on the way, a driver waiting, a trip over. */
export function messageOfTrackingStatus(status: string): MessageKind | undefined {
  const s = status.trim().toLowerCase();
  if (s === 'driver assigned') return 'driverAssigned';
  if (s === 'arrived') return 'driverArrived';
  if (s === 'finished') return 'receipt';
  return undefined;
}
