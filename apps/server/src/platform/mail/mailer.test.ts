import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MailKind } from '@collably/shared/constants/notifications';
import { Role } from '@collably/shared/constants/roles';
import type { Db } from '../../db/database';
import { systemClock } from '../clock';
import { createMailer } from './mailer';
import { renderOrderMail } from './order-mail';

type Received = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on a free local port (RFC 5321: greeting, EHLO, MAIL, RCPT, DATA, QUIT), so the
 * SMTP_URL path is tested over a real TCP connection with nodemailer's real SMTP client. `rejectRcpt`
 * answers 550 to every recipient, as a mailbox that does not exist.
 */
async function smtpServer(options: { rejectRcpt?: boolean } = {}) {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost ESMTP test');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          current.from = line;
          reply('250 2.1.0 OK');
        } else if (verb === 'RCPT') {
          if (options.rejectRcpt) reply('550 5.1.1 No such mailbox');
          else {
            current.to.push(line);
            reply('250 2.1.5 OK');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

const order = renderOrderMail(
  {
    kind: MailKind.Accepted,
    subject: 'Your order was accepted (collab #12)',
    htmlBody: '<b>Asha &amp; Co</b> accepted collab #12 (Reel).',
    textBody: 'Asha & Co accepted collab #12 (Reel).',
    linkPath: '/order/new?collab=12',
  },
  { email: 'brand@example.com', name: 'Chai Point', roleId: Role.Brand },
  'https://collably.example',
);

describe('SMTP mailer (SMTP_URL)', () => {
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => {
    await close?.();
    close = undefined;
  });

  it('delivers an order e-mail with its text and HTML parts over a real SMTP connection', async () => {
    const smtp = await smtpServer();
    close = smtp.close;
    const mailer = createMailer({
      db: undefined as unknown as Db,
      clock: systemClock,
      from: 'Collably <no-reply@collably.example>',
      smtpUrl: smtp.url,
    });
    await mailer.send(order);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toContain('no-reply@collably.example');
    expect(mail.to).toEqual(['RCPT TO:<brand@example.com>']);
    expect(mail.data).toContain('Subject: Your order was accepted (collab #12)');
    expect(mail.data).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.data).toMatch(/Content-Type: text\/plain/i);
    expect(mail.data).toMatch(/Content-Type: text\/html/i);
    // Quoted-printable: soft line breaks and =XX escapes.
    const unfolded = mail.data
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(unfolded).toContain('Open the order: https://collably.example/order/new?collab=12');
    expect(unfolded).toContain('https://collably.example/brand');
  });

  it('fails the send when the server refuses the recipient (the queue then retries)', async () => {
    const smtp = await smtpServer({ rejectRcpt: true });
    close = smtp.close;
    const mailer = createMailer({
      db: undefined as unknown as Db,
      clock: systemClock,
      from: 'no-reply@collably.example',
      smtpUrl: smtp.url,
    });
    await expect(mailer.send(order)).rejects.toThrow(/550/);
    expect(smtp.received).toEqual([]);
  });
});
