import type { FastifyReply } from 'fastify';
import { COUPON_HOLD_RENEW_MINUTES } from '@collably/shared/constants/limits';
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

/**
 * The payment page keeps its checkout's single-use coupon held while it is open (issue 35 item 7): it asks
 * POST /api/transaction/hold at once and every COUPON_HOLD_RENEW_MINUTES, as the signed-in brand (the same
 * origin's stored token, spec §3 'token'), shows what the server says about the hold, and stops when the
 * checkout has ended, the server refuses, or the page is hidden for good. A closed page renews nothing, so
 * the hold lapses. Served as a file: the pages allow no inline script.
 */
export const HOLD_RENEWAL_SCRIPT = `(function () {
  var box = document.getElementById('coupon-hold');
  if (!box) return;
  var ref = box.getAttribute('data-ref');
  var every = Number(box.getAttribute('data-every')) || 180000;
  var token = null;
  try { token = window.localStorage.getItem('token'); } catch (e) { token = null; }
  if (!token || !ref) return;
  var timer = null;
  function stop() { if (timer !== null) { clearInterval(timer); timer = null; } }
  function show(note) {
    box.textContent = note || '';
    box.hidden = !note;
  }
  function renew() {
    return fetch('/api/transaction/hold?ref=' + encodeURIComponent(ref), {
      method: 'POST', headers: { authorization: 'Bearer ' + token }, credentials: 'same-origin'
    }).then(function (res) {
      return res.json().then(function (body) {
        var data = body && body.data;
        if (!res.ok || !data) { stop(); return; }
        show(data.note);
        if (!data.isOpen || !data.couponCode) stop();
      });
    }).catch(function () {
      // A missed renewal is tried again at the next tick: a hold outlasts three of them.
    });
  }
  function start() {
    stop();
    timer = setInterval(renew, every);
    return renew();
  }
  window.addEventListener('pagehide', stop);
  window.addEventListener('pageshow', function (event) { if (event.persisted) start(); });
  start();
})();
`;

/** Where a payment page shows its coupon hold, read by HOLD_RENEWAL_SCRIPT; `ref` is the checkout's provider reference. */
export const holdStatus = (ref: string) =>
  `<p id="coupon-hold" role="status" class="note" hidden data-ref="${escapeHtml(ref)}" data-every="${COUPON_HOLD_RENEW_MINUTES * 60_000}"></p>`;
