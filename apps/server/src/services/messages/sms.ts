import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema-messages';
import { escapeHtml } from '../mail/mail-service';

/** One text message to send. */
export interface SmsMessage {
  /** The number in international form (+447700900123). */
  to: string;
  body: string;
}

/** Sends text messages. The development outbox keeps them; a provider's adapter implements the same call. */
export interface SmsService {
  /** Sends (or queues) one text. */
  send(message: SmsMessage): Promise<void>;
}

/** Keeps every text in the `sms_outbox` table (and, when given, hands it on to a delivering service). */
export class OutboxSmsService implements SmsService {
  /** Builds the outbox over a database, optionally delivering through a provider's adapter too. */
  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
    private readonly deliver?: SmsService,
  ) {}

  /** Records the text, then delivers it when a provider is configured. */
  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      tenantId: this.tenantId,
      toNumber: message.to,
      body: message.body,
      transport: this.deliver ? 'provider' : 'outbox',
    });
    if (this.deliver) await this.deliver.send(message);
  }
}

/** The local text outbox page: every text of this tenant, newest first. */
export async function smsOutboxPage(db: Db, tenantId: number): Promise<string> {
  const texts = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.tenantId, tenantId))
    .orderBy(desc(smsOutbox.id))
    .limit(100);
  const items = texts
    .map(
      (t) =>
        `<article><h2>To ${escapeHtml(t.toNumber)}</h2><p>${escapeHtml(t.createdAt.toISOString())}</p><p class="body">${escapeHtml(t.body)}</p></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Text outbox</title><style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:.5rem;padding:1rem;margin:1rem 0}</style></head><body><main><h1>Text outbox</h1><p>${texts.length} text(s), newest first.</p>${items || '<p>No text has been sent yet.</p>'}</main></body></html>`;
}
