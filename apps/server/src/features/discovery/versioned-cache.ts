/**
 * A bounded map of values derived from the read model, each stamped with the read-model version it
 * was computed at. A value is served only while the version is unchanged, so every write
 * (refreshInfluencerSearch bumps the version in the database) is seen at once, by every instance.
 * Least recently used entries go first once `capacity` is reached.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: number; value: V }>();

  constructor(private readonly capacity: number) {}

  get(key: string, version: number): V | undefined {
    const entry = this.#entries.get(key);
    if (entry?.version !== version) return undefined;
    // Re-insert so the Map's order stays least recently used first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: number, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { version, value });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
