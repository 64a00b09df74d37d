import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../http/html';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px;max-width:420px;width:100%}
h1{font-size:1.1rem;margin:0 0 4px}p{color:#555}.amount{font-size:2rem;font-weight:700;margin:16px 0;color:#111}
.note{font-size:.8rem;color:#888}form{display:inline}button{font-size:1rem;padding:10px 22px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}
.pay{background:#0a7d36;color:#fff}.cancel{background:#e5e7eb;color:#111}a{color:#0a58ca}
a.cancel{display:inline-block;font-size:1rem;padding:10px 22px;border-radius:8px;text-decoration:none}`;

const page = (title: string, body: string, head: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style>${head}</head>
<body><main>${body}</main></body></html>`;

/** A small server-rendered page of a hosted checkout (sandbox, Razorpay), never cached. */
export const sendPage = (reply: FastifyReply, status: number, title: string, body: string, head = '') =>
  reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page(title, body, head));
