import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Embedded default: nodemailer renders the message (JSON transport) and it is kept in the
 * `mail_outbox` table, read on the dev mailbox page. With SMTP_URL, real SMTP.
 */
export function createMailer(options: { db: Db; clock: Clock; from: string; smtpUrl?: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
      await options.db
        .insertInto('mailOutbox')
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html ?? null,
          createdOn: options.clock.now().toISOString(),
        })
        .execute();
    },
  };
}
