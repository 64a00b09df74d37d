import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { MailKind } from '@collably/shared/constants/notifications';
import { Role } from '@collably/shared/constants/roles';
import type { Db } from '../../db/database';
import { systemClock } from '../clock';
import { createMailer } from './mailer';
import { renderOrderMail } from './order-mail';

type Received = { from: string; to: string[]; mail: ParsedMail };

/**
 * A real SMTP server (nodemailer's smtp-server) on a free local port, so the SMTP_URL path is tested over a
 * TCP connection with nodemailer's real client. `rejectRcpt` answers 550 to every recipient, as a mailbox
 * that does not exist.
 */
async function smtpServer(options: { rejectRcpt?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRcpt) return callback();
      const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(r)),
  };
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
    const [{ from, to, mail }] = smtp.received;
    expect(from).toBe('no-reply@collably.example');
    expect(to).toEqual(['brand@example.com']);
    expect(mail.subject).toBe('Your order was accepted (collab #12)');
    expect(mail.text).toContain('Open the order: https://collably.example/order/new?collab=12');
    expect(mail.text).toContain('https://collably.example/brand');
    expect(mail.html).toContain('href="https://collably.example/order/new?collab=12"');
    expect(mail.html).toContain('<b>Asha &amp; Co</b>');
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

describe('the button of a queued e-mail', () => {
  const button = (linkPath: string) =>
    renderOrderMail(
      { kind: MailKind.Reminder, subject: 's', htmlBody: 'b', textBody: 'b', linkPath },
      { email: 'admin@example.com', name: 'Admin', roleId: Role.SuperAdmin },
      'https://collably.example',
    ).text;

  it('names where it leads: the order, the admin page (issue 37), or payment details', () => {
    expect(button('/order/new?collab=12')).toContain(
      'Open the order: https://collably.example/order/new?collab=12',
    );
    expect(button('/admin?tab=tax')).toContain('Open the admin page: https://collably.example/admin?tab=tax');
    expect(button('/paymentdetails')).toContain(
      'Open payment details: https://collably.example/paymentdetails',
    );
  });
});
