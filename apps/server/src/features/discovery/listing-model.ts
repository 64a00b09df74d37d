import type { Db } from '../../db/database';
import { loadListingRecords, readSearchChanges } from './discovery.repository';
import {
  compareKeys,
  emptyBits,
  ListingSnapshot,
  setBit,
  type Bits,
  type ListingFilter,
  type ListingMatch,
  type ListingOrder,
  type ListingRecord,
} from './listing-index';

/** Changed influencers kept beside the snapshot before it is rebuilt with them. */
const OVERLAY_MAX = 200;

/**
 * The listing of one instance in memory: a large snapshot, plus the influencers changed since it was
 * built in a small snapshot of their own (the overlay), so a write costs a rebuild of the overlay only.
 * A search merges both, leaving the changed influencers' old entries out of the large one. When the
 * overlay grows past OVERLAY_MAX, a new large snapshot with the changes folded in is built between
 * requests, which meanwhile keep using the old one and the overlay; changes that arrive during that
 * build stay in the overlay.
 */
export class ListingModel {
  /** Positions of `base` whose influencer changed since (their current record, if any, is in the overlay). */
  private stale: Bits;
  /** Whether any bit of `stale` is set: most of the time none is, and a search then skips excluding them. */
  private anyStale = false;
  private readonly changed = new Map<number, ListingRecord | null>();
  private overlay = ListingSnapshot.of([]);
  private folding: Promise<void> | undefined;

  constructor(
    private base: ListingSnapshot,
    /** The read-model version the records reflect. */
    public version: number,
    private readonly overlayMax = OVERLAY_MAX,
  ) {
    this.stale = emptyBits(base.length);
  }

  /** Takes in the current records of changed influencers (null: no longer listed) as of `version`. */
  apply(records: ReadonlyMap<number, ListingRecord | null>, version: number): void {
    for (const [userId, record] of records) {
      this.changed.set(userId, record);
      this.markStale(this.base.positionOf(userId));
    }
    this.overlay = ListingSnapshot.of(this.currentChanged());
    this.version = version;
    if (this.changed.size > this.overlayMax) this.folding ??= this.fold();
  }

  private markStale(position: number | undefined): void {
    if (position === undefined) return;
    setBit(this.stale, position);
    this.anyStale = true;
  }

  /** Resolves once no new large snapshot is being built. */
  async settled(): Promise<void> {
    while (this.folding) await this.folding;
  }

  private currentChanged(): ListingRecord[] {
    return [...this.changed.values()].filter((r): r is ListingRecord => r !== null);
  }

  /** Builds a new large snapshot with the changes so far, then keeps in the overlay only later ones. */
  private async fold(): Promise<void> {
    try {
      const folded = new Map(this.changed);
      const kept = this.base.records.filter((r) => !folded.has(r.userId));
      const base = await ListingSnapshot.build([...kept, ...this.currentChanged()]);
      this.base = base;
      this.stale = emptyBits(base.length);
      this.anyStale = false;
      for (const [userId, record] of this.changed) {
        if (folded.has(userId) && folded.get(userId) === record) {
          this.changed.delete(userId);
          continue;
        }
        this.markStale(base.positionOf(userId));
      }
      this.overlay = ListingSnapshot.of(this.currentChanged());
    } finally {
      this.folding = undefined;
    }
  }

  /** One page of a search, and the number of matches counted up to `cap`. */
  search(
    filter: ListingFilter,
    order: ListingOrder,
    paging: { limit: number; offset: number },
    cap: number,
  ): { matches: ListingMatch[]; count: number } {
    const want = { k: paging.offset + paging.limit, cap };
    const base = this.base.search(filter, order, want, this.anyStale ? this.stale : undefined);
    const overlay = this.overlay.search(filter, order, want);
    const count = Math.min(base.count + overlay.count, cap);
    const matches: ListingMatch[] = [];
    if (overlay.length === 0) {
      for (let j = paging.offset; j < base.length; j++)
        matches.push({ record: base.record(j), pricePaise: base.price(j) });
      return { matches, count };
    }
    // Merge the two ordered lists up to the end of the page; only the page becomes matches.
    const compare = compareKeys(order);
    let b = 0;
    let o = 0;
    for (let n = 0; n < want.k && (b < base.length || o < overlay.length); n++) {
      const fromBase =
        o >= overlay.length ||
        (b < base.length &&
          compare(base.key(b), base.record(b).userId, overlay.key(o), overlay.record(o).userId) < 0);
      const [from, at] = fromBase ? [base, b++] : [overlay, o++];
      if (n >= paging.offset) matches.push({ record: from.record(at), pricePaise: from.price(at) });
    }
    return { matches, count };
  }
}

/**
 * Keeps a ListingModel current with the database: loaded on first use, then brought up to each
 * version a request saw by reloading the influencers the change log names (everything after a
 * rebuild, or when the log no longer reaches back to the model's version). Requests that arrive
 * during a load wait for it and share it.
 */
export function listingModelOf(db: Db): (version: number) => Promise<ListingModel> {
  let model: ListingModel | undefined;
  let loading: Promise<ListingModel> | undefined;

  const loadAll = async (version: number): Promise<ListingModel> =>
    new ListingModel(await ListingSnapshot.build(await loadListingRecords(db)), version);

  const catchUp = async (current: ListingModel, version: number): Promise<ListingModel> => {
    const changes = await readSearchChanges(db, current.version);
    const last = changes.at(-1)?.version ?? current.version;
    const complete =
      last >= version && changes.every((c, i) => c.version === current.version + 1 + i && c.userId !== null);
    if (!complete) return loadAll(Math.max(version, last));
    const userIds = [...new Set(changes.map((c) => c.userId as number))];
    const loaded = new Map((await loadListingRecords(db, userIds)).map((r) => [r.userId, r]));
    current.apply(new Map(userIds.map((id) => [id, loaded.get(id) ?? null])), last);
    return current;
  };

  return async (version) => {
    // A request that saw an older version than the model's is answered from the newer model.
    while (!model || model.version < version) {
      const target = version;
      loading ??= (model ? catchUp(model, target) : loadAll(target)).finally(() => {
        loading = undefined;
      });
      model = await loading;
    }
    return model;
  };
}
