import type { DbOrTrx } from '../../db/database';
import { afterCommit, runTasks, type AfterCommitTask } from './after-commit';

/**
 * A typed in-process bus of facts: a feature emits what happened (`payout.released`), in its own transaction,
 * and the features that follow up on it (the bell, the audit log) subscribe. `M` maps each fact's name to its
 * data; `D` is what subscribers may use besides the transaction (the realtime hub for their after-commit work).
 */
export type Fact<M, N extends keyof M = keyof M> = { [K in N]: { type: K } & M[K] }[N];

/** What a subscriber gets with its fact: the emitter's transaction and a way to act once it commits. */
export type SubscriberScope<D> = D & {
  trx: DbOrTrx;
  afterCommit: (task: AfterCommitTask) => void;
};

export type Subscriber<M, N extends keyof M, D> = (
  fact: Fact<M, N>,
  scope: SubscriberScope<D>,
) => Promise<void>;

/** One feature's subscribers, by fact name, each list run in its order. */
export type SubscriberMap<M, D> = { readonly [N in keyof M]?: readonly Subscriber<M, N, D>[] };

export type EventBus<M> = {
  /**
   * Runs every subscriber of the fact inside `trx`, in order, each awaited: one that throws rolls the
   * emitter's transaction back. Their after-commit tasks run once `trx` commits (`trx` opened by
   * `inTransaction`); given the database itself, right after the subscribers (each write commits alone).
   */
  emit: (trx: DbOrTrx, fact: Fact<M>) => Promise<void>;
};

/** The bus of these subscriber maps (features in their order, then each map's list in its order). */
export function createEventBus<M, D extends object>(
  maps: readonly SubscriberMap<M, D>[],
  deps: D,
): EventBus<M> {
  const byName = new Map<keyof M, Subscriber<M, keyof M, D>[]>();
  for (const map of maps) {
    for (const name of Object.keys(map) as (keyof M)[]) {
      const listed: readonly Subscriber<M, keyof M, D>[] = map[name] ?? [];
      byName.set(name, [...(byName.get(name) ?? []), ...listed]);
    }
  }
  return {
    async emit(trx, fact) {
      const subscribers = byName.get(fact.type) ?? [];
      const autocommitted: AfterCommitTask[] = [];
      const scope: SubscriberScope<D> = {
        ...deps,
        trx,
        afterCommit: trx.isTransaction
          ? (task) => afterCommit(trx, task)
          : (task) => void autocommitted.push(task),
      };
      for (const subscriber of subscribers) await subscriber(fact, scope);
      await runTasks(autocommitted);
    },
  };
}
