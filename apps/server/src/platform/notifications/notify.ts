import type { DbOrTrx } from '../../db/database';

export type NewNotification = {
  userId: number;
  /** Whose name and picture the bell shows; null for the platform itself (time sweeps). */
  actorUserId: number | null;
  collabId: number | null;
  /** Order tab slug the click opens (/order/{msgType}). */
  msgType: string;
  /** HTML: build it with `html` so every interpolated value is escaped. */
  message: string;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Tagged template for notification HTML: literal parts are trusted markup, every value is escaped. */
export const html = (parts: TemplateStringsArray, ...values: (string | number)[]): string =>
  parts.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(String(values[i])) : ''), '');

/** Stores notifications in the caller's transaction, so they exist exactly when the change they tell of does. */
export async function notify(db: DbOrTrx, items: readonly NewNotification[], now: Date): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('notifications')
    .values(items.map((n) => ({ ...n, createDate: now.toISOString() })))
    .execute();
}
