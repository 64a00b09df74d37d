import type { FastifyPluginAsync } from 'fastify';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The dev mailbox (not in production): every mail the embedded transport kept, newest first. */
export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', async (req, reply) => {
    const to =
      typeof (req.query as { to?: unknown }).to === 'string' ? (req.query as { to: string }).to : undefined;
    let query = app.db.selectFrom('mailOutbox').selectAll().orderBy('id', 'desc').limit(50);
    if (to) query = query.where('toAddress', '=', to.toLowerCase());
    const mails = await query.execute();
    const items = mails
      .map(
        (m) => `<article class="mail">
  <header><strong>${escapeHtml(m.subject)}</strong><br><span>To: ${escapeHtml(m.toAddress)}</span>
  <time>${escapeHtml(m.createdOn)}</time></header>
  <pre>${escapeHtml(m.textBody)}</pre>
</article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox | Collably</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2937}
h1{font-size:22px}.mail{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
header span,time{color:#6b7280;font-size:13px}time{display:block}pre{white-space:pre-wrap;font-size:15px}</style>
</head><body><h1>Dev mailbox</h1><p>Mail sent by this local Collably (embedded mail transport). Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
