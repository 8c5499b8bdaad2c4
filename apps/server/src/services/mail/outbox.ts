import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema-accounts';
import type { MailMessage, MailService } from './mail-service';

/** Keeps every message in the `mail_outbox` table (and, when given, hands it on to a delivering service). */
export class OutboxMailService implements MailService {
  /** Builds the outbox over a database, optionally delivering through another service too (SMTP). */
  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
    private readonly deliver?: MailService,
  ) {}

  /** Records the message, then delivers it when a transport is configured. */
  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      tenantId: this.tenantId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      transport: this.deliver ? 'smtp' : 'outbox',
    });
    if (this.deliver) await this.deliver.send(message);
  }
}

/** The most recent messages of the outbox, newest first. */
export async function recentMail(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
