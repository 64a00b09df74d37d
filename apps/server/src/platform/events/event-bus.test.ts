import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbOrTrx } from '../../db/database';
import { databases, openDatabase } from '../../../test/test-app';
import { afterCommit, inTransaction } from './after-commit';
import { createEventBus, type SubscriberMap } from './event-bus';

type TestFacts = {
  'thing.happened': { thingId: number };
  'other.happened': { note: string };
};
type Deps = { log: string[] };
const failure = new Error('subscriber failed');

const rowsOf = async (db: DbOrTrx) =>
  (await sql<{ note: string }>`select note from events_test order by id`.execute(db)).rows.map((r) => r.note);

describe.each(databases())('event bus (%s)', (dialect) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openDatabase(dialect));
    const id = dialect === 'postgres' ? sql`serial primary key` : sql`integer primary key autoincrement`;
    await sql`create table events_test (id ${id}, note text not null)`.execute(db);
  });
  afterAll(() => drop());

  const insert = (trx: DbOrTrx, note: string) =>
    sql`insert into events_test (note) values (${note})`.execute(trx);

  /** A bus whose subscribers write rows and queue after-commit pushes into `log`. */
  const busOf = (maps: SubscriberMap<TestFacts, Deps>[], log: string[]) =>
    createEventBus<TestFacts, Deps>(maps, { log });

  it('runs the subscribers of a fact in order, features first to last, each awaited, in the same transaction', async () => {
    await sql`delete from events_test`.execute(db);
    const log: string[] = [];
    const slow = (name: string) => async (fact: { thingId: number }, scope: { trx: DbOrTrx }) => {
      await new Promise((resolve) => setTimeout(resolve, name === 'a1' ? 20 : 0));
      await insert(scope.trx, `${name}:${fact.thingId}`);
      log.push(name);
    };
    const bus = busOf(
      [
        { 'thing.happened': [slow('a1'), slow('a2')] },
        { 'other.happened': [async () => void log.push('never')] },
        { 'thing.happened': [slow('b1')] },
      ],
      log,
    );
    await inTransaction(db, async (trx) => {
      await bus.emit(trx, { type: 'thing.happened', thingId: 7 });
      // Seen inside the transaction, before it commits.
      expect(await rowsOf(trx)).toEqual(['a1:7', 'a2:7', 'b1:7']);
    });
    expect(log).toEqual(['a1', 'a2', 'b1']);
    expect(await rowsOf(db)).toEqual(['a1:7', 'a2:7', 'b1:7']);
  });

  it('rolls the emitter back when a subscriber throws: its write, the earlier subscribers', async () => {
    await sql`delete from events_test`.execute(db);
    const log: string[] = [];
    const bus = busOf(
      [
        {
          'thing.happened': [
            async (_fact, scope) => void (await insert(scope.trx, 'subscriber')),
            async () => {
              throw failure;
            },
            async () => void log.push('after the failure'),
          ],
        },
      ],
      log,
    );
    await expect(
      inTransaction(db, async (trx) => {
        await insert(trx, 'emitter');
        await bus.emit(trx, { type: 'thing.happened', thingId: 1 });
      }),
    ).rejects.toBe(failure);
    expect(log).toEqual([]);
    expect(await rowsOf(db)).toEqual([]);
  });

  it('runs after-commit tasks once the transaction committed, in order, and drops them on rollback', async () => {
    await sql`delete from events_test`.execute(db);
    const log: string[] = [];
    const bus = busOf(
      [
        {
          'thing.happened': [
            async (fact, scope) => {
              await insert(scope.trx, `row ${fact.thingId}`);
              scope.afterCommit(async () => {
                // The row it tells of is visible to everyone by now.
                scope.log.push(`push ${fact.thingId}: ${(await rowsOf(db)).join(',')}`);
              });
            },
          ],
        },
      ],
      log,
    );
    await inTransaction(db, async (trx) => {
      await bus.emit(trx, { type: 'thing.happened', thingId: 1 });
      afterCommit(trx, () => void log.push('emitter task'));
      expect(log).toEqual([]);
    });
    expect(log).toEqual(['push 1: row 1', 'emitter task']);

    await expect(
      inTransaction(db, async (trx) => {
        await bus.emit(trx, { type: 'thing.happened', thingId: 2 });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(log).toEqual(['push 1: row 1', 'emitter task']);
    expect(await rowsOf(db)).toEqual(['row 1']);
  });

  it('given the database itself, runs the after-commit tasks once every subscriber wrote', async () => {
    await sql`delete from events_test`.execute(db);
    const log: string[] = [];
    const bus = busOf(
      [
        {
          'other.happened': [
            async (fact, scope) => {
              await insert(scope.trx, fact.note);
              scope.afterCommit(() => void log.push(`push ${fact.note}`));
            },
            async () => void log.push('second subscriber'),
          ],
        },
      ],
      log,
    );
    await bus.emit(db, { type: 'other.happened', note: 'alone' });
    expect(log).toEqual(['second subscriber', 'push alone']);
    expect(await rowsOf(db)).toEqual(['alone']);
  });

  it('refuses after-commit work in a transaction opened without inTransaction', async () => {
    await expect(db.transaction().execute(async (trx) => afterCommit(trx, () => undefined))).rejects.toThrow(
      /inTransaction/,
    );
  });

  it('a fact nobody subscribes to changes nothing', async () => {
    await expect(busOf([], []).emit(db, { type: 'thing.happened', thingId: 3 })).resolves.toBeUndefined();
  });
});
