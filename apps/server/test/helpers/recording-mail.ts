import type { MailMessage, MailService } from '../../src/services/mail';

/** A mail service that keeps what it is given, for a service test to read; `fail` makes every send throw. */
export function recordingMail(options: { fail?: boolean } = {}): MailService & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      if (options.fail) throw new Error('the mail server is down');
      sent.push(message);
    },
  };
}
