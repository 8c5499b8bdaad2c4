/** One e-mail to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: the outbox table by default, SMTP when `SMTP_URL` is set. */
export interface MailService {
  /** Sends (or queues) one message. */
  send(message: MailMessage): Promise<void>;
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
