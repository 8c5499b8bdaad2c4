import { createServer, type Server } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema-accounts';
import { createMailService } from '../src/services/mail';
import { getTestDb } from './db';

/** A minimal SMTP server (RFC 5321 happy path) that records each message's envelope and data. */
function startSmtp(): Promise<{
  server: Server;
  port: number;
  received: { from: string; to: string[]; data: string }[];
}> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, received });
    });
  });
}

describe('mail service', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    await getTestDb();
  });
  afterAll(() => smtp.server.close());

  it('keeps mail in the outbox only when no SMTP_URL is set', async () => {
    const { handle, tenant } = await getTestDb();
    await createMailService(handle.db, tenant.id, {}).send({
      to: 'outbox-only@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
    });
    const [row] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ toAddress: 'outbox-only@example.com', subject: 'Hello', transport: 'outbox' });
  });

  it('delivers through SMTP (nodemailer) when SMTP_URL is set, and records it in the outbox', async () => {
    const { handle, tenant } = await getTestDb();
    const mail = createMailService(handle.db, tenant.id, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      MAIL_FROM: 'Cabkit <no-reply@cabkit.example>',
    });
    await mail.send({
      to: 'rider@example.com',
      subject: 'Your receipt',
      text: 'Total: £10',
      html: '<p>Total: £10</p>',
    });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toContain('no-reply@cabkit.example');
    expect(smtp.received[0]?.to.join()).toContain('rider@example.com');
    expect(smtp.received[0]?.data).toContain('Subject: Your receipt');
    const [row] = await handle.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({ toAddress: 'rider@example.com', transport: 'smtp' });
  });
});
