import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema-accounts';
import { escapeHtml, type MailMessage, type MailService } from './mail-service';

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
async function recentMail(db: Db, limit = 100) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** The local outbox page: every message sent, newest first, with its links clickable (a reset link can be followed). */
export async function outboxPage(db: Db): Promise<string> {
  const messages = await recentMail(db);
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p>To <strong>${escapeHtml(m.toAddress)}</strong>, ${escapeHtml(
          m.createdAt.toISOString(),
        )}</p><div class="body">${m.htmlBody}</div></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox</title><style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}.body{border-top:1px solid #eee;margin-top:.5rem}</style></head><body><main><h1>Mail outbox</h1><p>${messages.length} message(s), newest first.</p>${items || '<p>No mail has been sent yet.</p>'}</main></body></html>`;
}
