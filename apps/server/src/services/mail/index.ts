import type { Db } from '../../db/client';
import type { MailService } from './mail-service';
import { OutboxMailService } from './outbox';
import { SmtpMailService } from './smtp';

export type { MailMessage, MailService } from './mail-service';

/** The mail service for this environment: the outbox always; SMTP delivery too when `SMTP_URL` is set. */
export function createMailService(db: Db, tenantId: number, env: NodeJS.ProcessEnv = process.env): MailService {
  const smtp = env.SMTP_URL
    ? new SmtpMailService(env.SMTP_URL, env.MAIL_FROM ?? 'Cabkit <no-reply@cabkit.example>')
    : undefined;
  return new OutboxMailService(db, tenantId, smtp);
}
