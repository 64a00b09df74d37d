import { MAIL_KIND_LABELS, type TMailKind } from '@collably/shared/constants/notifications';
import { emailPreferencesPath } from '@collably/shared/domain/mail-kinds';
import { NotificationMessages as M } from '@collably/shared/messages/notifications';
import { escapeHtml } from '../http/html';
import type { Mail } from './mailer';

export type OrderMailContent = {
  kind: TMailKind;
  subject: string;
  /** Trusted HTML: the notification message, every value in it already escaped. */
  htmlBody: string;
  textBody: string;
  linkPath: string;
};

export type OrderMailRecipient = { email: string; name: string; roleId: number };

const BRAND_COLOR = '#5b3cc4';

/**
 * The e-mail of one queued event, rendered at delivery with the recipient's current address and the
 * configured public URL: greeting, the event, a button to the order (payment details, or the super admin's
 * admin page), and a footer on
 * how to turn this kind off. Plain text and HTML say the same.
 */
export function renderOrderMail(content: OrderMailContent, to: OrderMailRecipient, publicUrl: string): Mail {
  const base = publicUrl.replace(/\/+$/, '');
  const link = `${base}${content.linkPath}`;
  const preferences = `${base}${emailPreferencesPath(to.roleId)}`;
  const button = content.linkPath.startsWith('/order')
    ? M.mailOpenOrder
    : content.linkPath.startsWith('/admin')
      ? M.mailOpenAdmin
      : M.mailOpenPayouts;
  const footer = M.mailFooter(MAIL_KIND_LABELS[content.kind]);
  const greeting = M.mailGreeting(to.name);
  const text = [
    greeting,
    '',
    content.textBody,
    '',
    `${button}: ${link}`,
    '',
    M.mailSignature,
    '',
    '--',
    `${footer} ${preferences}`,
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f5f3ff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:24px">
<tr><td style="font-size:20px;font-weight:700;color:${BRAND_COLOR};padding-bottom:16px">Collably</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:8px">${e(greeting)}</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${content.htmlBody}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${e(link)}" style="display:inline-block;background:${BRAND_COLOR};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${e(button)}</a></td></tr>
<tr><td style="font-size:14px;color:#4b5563;padding-bottom:24px">${e(M.mailSignature)}</td></tr>
<tr><td style="font-size:12px;line-height:1.5;color:#6b7280;border-top:1px solid #e5e7eb;padding-top:16px">${e(footer)} <a href="${e(preferences)}" style="color:${BRAND_COLOR}">${e(preferences)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { to: to.email, subject: content.subject, text, html };
}
