import type { MessageChannel } from '@cabkit/domain/messages';

/** How each channel is named where an account reads and chooses its booking messages. */
export const CHANNEL_LABELS: Record<MessageChannel, string> = { email: 'By email', sms: 'By text message' };
