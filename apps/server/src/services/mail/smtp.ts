import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailService } from './mail-service';

/** Sends mail through an SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). */
export class SmtpMailService implements MailService {
  private readonly transport: Transporter;

  /** Builds the adapter for an SMTP URL and a From address. */
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  /** Sends one message now. */
  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
