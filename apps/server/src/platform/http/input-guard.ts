import type { FastifyInstance } from 'fastify';
import { CommonMessages } from '@collably/shared/messages/common';
import { badRequest } from './errors';

/** True when a text anywhere in a parsed body, query or params (values or keys) holds a NUL character. */
export function containsNul(input: unknown): boolean {
  // Iterative: a body may nest thousands of levels deep within the size limit.
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      pending.push(...(value as unknown[]));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL cannot store a NUL character in text (SQLite can), so a NUL anywhere in the input would
 * reach the database as a 500 on one of them only. Every request is refused with one 400 before
 * validation, for every route at once; the shared schemas refuse the other control characters with
 * the same message where a field is stored.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Path and query come from the URL, where a NUL can only arrive escaped as %00 (the HTTP parser refuses a
  // raw one), so the URL is checked as text; only a body is walked. A callback hook, not an async one:
  // it runs on every request, and most have neither.
  app.addHook('preValidation', (req, _reply, done) => {
    const hasNul = req.url.includes('%00') || (req.body !== undefined && containsNul(req.body));
    done(hasNul ? badRequest(CommonMessages.controlCharacters) : undefined);
  });
}
