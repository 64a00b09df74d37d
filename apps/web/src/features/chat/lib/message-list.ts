import type { TChatMessage } from '@collably/shared/schemas/chat';

/** A message on screen: stored, or still on its way (or failed) under the clientId the browser made. */
export type ShownMessage = TChatMessage & { sendState: 'sent' | 'sending' | 'failed'; error?: string };

/**
 * Merges stored messages into the list: one entry per id, a stored message replaces the pending one of
 * its clientId, and the list stays in order (stored by id; pending ones last, in the order they were sent).
 */
export function mergeMessages(
  list: readonly ShownMessage[],
  incoming: readonly TChatMessage[],
): ShownMessage[] {
  const byKey = new Map<string, ShownMessage>();
  const keyOf = (m: TChatMessage) => (m.id > 0 ? `id:${m.id}` : `client:${m.clientId ?? ''}`);
  const storedClientIds = new Set(incoming.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  for (const m of list) {
    if (m.id <= 0 && m.clientId && storedClientIds.has(m.clientId)) continue;
    byKey.set(keyOf(m), m);
  }
  for (const m of incoming) {
    if (m.id > 0 && m.clientId) {
      const pending = `client:${m.clientId}`;
      byKey.delete(pending);
    }
    byKey.set(keyOf(m), { ...m, sendState: 'sent' });
  }
  const all = [...byKey.values()];
  const stored = all.filter((m) => m.id > 0).sort((a, b) => a.id - b.id);
  const pending = all.filter((m) => m.id <= 0);
  return [...stored, ...pending];
}

/** The highest stored id, from which a reconnect asks what it missed. */
export const lastStoredId = (list: readonly ShownMessage[]): number =>
  list.reduce((max, m) => (m.id > max ? m.id : max), 0);

/** Names compared as the spec's search does: ignoring case and spaces. */
export const matchesName = (name: string, search: string): boolean =>
  name.replace(/\s+/g, '').toLowerCase().includes(search.replace(/\s+/g, '').toLowerCase());

const LINK = /(https?:\/\/[^\s<>"']+)/g;

/** Splits plain text into text and http(s) links; nothing in it is ever treated as HTML. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    // A sentence's full stop or closing bracket is not part of the link.
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
