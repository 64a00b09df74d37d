import type { Transaction } from 'kysely';
import type { Database, Db, DbOrTrx } from '../../db/database';

/** Work outside the database (a socket push) that must wait for the writes it tells of to be committed. */
export type AfterCommitTask = () => void | Promise<void>;

/** The tasks queued in each open transaction that `inTransaction` opened; gone with the transaction. */
const queued = new WeakMap<DbOrTrx, AfterCommitTask[]>();

/**
 * Runs `work` in one transaction of `db`; the tasks queued in it by `afterCommit` run, in order, once it has
 * committed, and are dropped when it rolls back (the error is the caller's as before).
 */
export async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const tasks: AfterCommitTask[] = [];
  const result = await db.transaction().execute((trx) => {
    queued.set(trx, tasks);
    return work(trx);
  });
  await runTasks(tasks);
  return result;
}

/** Runs tasks in order; a throwing one (after the commit, so nothing to undo) does not keep the rest back. */
export async function runTasks(tasks: readonly AfterCommitTask[]): Promise<void> {
  const errors: unknown[] = [];
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, 'After-commit tasks failed');
}

/**
 * Queues `task` to run once `trx` commits. `trx` must be a transaction opened by `inTransaction`: a bare
 * `db.transaction()` has nowhere to hold it, and running it early would push news of rows not yet visible.
 */
export function afterCommit(trx: DbOrTrx, task: AfterCommitTask): void {
  const tasks = queued.get(trx);
  if (!tasks) {
    throw new Error(
      'afterCommit: open this transaction with inTransaction (platform/events), so its follow-ups run after commit',
    );
  }
  tasks.push(task);
}
