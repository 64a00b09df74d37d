import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Clock } from '../clock';
import { faultPoint } from '../faults';
import { webhookEventsRepository as repo, type StoredWebhookEvent } from './webhook-events.repository';

/** Handles one stored event's verified body; idempotent (an event may be handled again after a crash). */
export type WebhookHandler = (payload: string) => Promise<void>;

export type WebhookInbox = {
  /** Stores a verified event; false when its id was stored before. Then processes it off the request. */
  accept(event: StoredWebhookEvent): Promise<boolean>;
  /** Processes the stored events that are due (the job's run, and what `accept` starts). */
  processDue(): Promise<{ processed: number; failed: number }>;
  /** Resolves once the processing `accept` started has finished (tests, shutdown). */
  idle(): Promise<void>;
};

/** An instance holds an event this long while handling it; after a crash another takes it then. */
const CLAIM_MS = 2 * 60_000;
const BATCH = 50;
/** Then an event is kept, with its last error, and left to the reconciliation sweeps. */
const MAX_ATTEMPTS = 12;
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

/**
 * Webhooks answer at once (issue 32): Razorpay waits about 5 seconds, retries, and disables a webhook that
 * keeps failing, so a webhook stores the verified event and answers 2xx; handling (which asks the provider)
 * happens here, off the request. Each event is claimed by a conditional UPDATE, so any number of instances can
 * process together; a failed one is tried again with back-off. Handlers are keyed by provider.
 */
export function createWebhookInbox(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  handlers: Readonly<Record<string, WebhookHandler>>;
}): WebhookInbox {
  const { db, clock, log, handlers } = options;
  let running: Promise<void> | null = null;
  let again = false;

  async function handle(event: StoredWebhookEvent & { attempts: number }) {
    const now = clock.now();
    const claimed = await repo.claim(db, event.id, {
      now: now.toISOString(),
      until: new Date(now.getTime() + CLAIM_MS).toISOString(),
    });
    if (!claimed) return 'skipped';
    const handler = handlers[event.provider];
    try {
      if (handler && event.payload !== null) await handler(event.payload);
      await faultPoint('webhook-event');
      await repo.processed(db, event.id, { processedOn: clock.now().toISOString() });
      return 'processed';
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, event: event.id }, 'webhook event could not be handled yet');
      const attempts = event.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) {
        await repo.processed(db, event.id, { processedOn: clock.now().toISOString(), lastError });
      } else {
        const retryAt = new Date(clock.now().getTime() + retryDelayMs(attempts)).toISOString();
        await repo.failed(db, event.id, { retryAt, lastError });
      }
      return 'failed';
    }
  }

  async function processDue() {
    const report = { processed: 0, failed: 0 };
    const due = await repo.due(db, { now: clock.now().toISOString(), limit: BATCH });
    for (const event of due) {
      const result = await handle(event);
      if (result !== 'skipped') report[result] += 1;
    }
    return report;
  }

  /** One in-process run at a time; an event accepted meanwhile makes it run once more. */
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await processDue().catch((error: unknown) =>
          log.error({ err: error }, 'webhook events could not be processed'),
        );
      } while (again);
    })().finally(() => {
      running = null;
    });
  }

  return {
    async accept(event) {
      const isNew = await repo.store(db, { ...event, receivedOn: clock.now().toISOString() });
      if (isNew) setImmediate(kick);
      return isNew;
    },
    processDue,
    async idle() {
      // setImmediate first: an event accepted just now has not started its run yet.
      await new Promise((resolve) => setImmediate(resolve));
      while (running) await running;
    },
  };
}
