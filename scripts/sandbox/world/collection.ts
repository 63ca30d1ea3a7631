/** Change listener: `record` null means removed; `previous` is the record it replaced (undefined: there was none). */
export type ChangeListener = (collection: string, id: string, record: unknown, previous: unknown) => void;

/**
 * An in-memory keyed collection with secondary indexes. `seed` loads without notifying; `put`/`remove`
 * notify the store so the change is persisted.
 */
export class Collection<T extends object> {
  private readonly items = new Map<string, T>();
  private readonly indexes = new Map<string, { keyOf: (item: T) => string | null; map: Map<string, Set<string>> }>();
  listener: ChangeListener | null = null;

  constructor(
    readonly name: string,
    private readonly idOf: (item: T) => string | number,
  ) {}

  index(name: string, keyOf: (item: T) => string | number | null): this {
    const map = new Map<string, Set<string>>();
    const k = (item: T): string | null => {
      const v = keyOf(item);
      return v === null ? null : String(v);
    };
    this.indexes.set(name, { keyOf: k, map });
    for (const [id, item] of this.items) add(map, k(item), id);
    return this;
  }

  get size(): number {
    return this.items.size;
  }

  get(id: string | number): T | undefined {
    return this.items.get(String(id));
  }

  values(): IterableIterator<T> {
    return this.items.values();
  }

  all(): T[] {
    return [...this.items.values()];
  }

  by(index: string, key: string | number): T[] {
    const idx = this.indexes.get(index);
    if (!idx) throw new Error(`No index ${index} on ${this.name}`);
    const ids = idx.map.get(String(key));
    if (!ids) return [];
    const out: T[] = [];
    for (const id of ids) {
      const item = this.items.get(id);
      if (item) out.push(item);
    }
    return out;
  }

  first(index: string, key: string | number): T | undefined {
    return this.by(index, key)[0];
  }

  seed(item: T): void {
    this.set(item);
  }

  put(item: T): T {
    const id = String(this.idOf(item));
    const previous = this.items.get(id);
    this.set(item);
    this.listener?.(this.name, id, item, previous);
    return item;
  }

  /** Shallow-merges `patch` into the record and persists it. */
  update(id: string | number, patch: Partial<T>): T | undefined {
    const current = this.get(id);
    if (!current) return undefined;
    return this.put({ ...current, ...patch });
  }

  remove(id: string | number): boolean {
    const key = String(id);
    const previous = this.items.get(key);
    const existed = this.unset(key);
    if (existed) this.listener?.(this.name, key, null, previous);
    return existed;
  }

  /** Applies a persisted change without notifying. */
  apply(id: string, record: T | null): void {
    if (record === null) this.unset(id);
    else this.set(record);
  }

  nextId(min = 1): number {
    let max = min - 1;
    for (const id of this.items.keys()) {
      const n = Number(id);
      if (Number.isFinite(n) && n > max) max = n;
    }
    return max + 1;
  }

  private set(item: T): void {
    const id = String(this.idOf(item));
    const prev = this.items.get(id);
    for (const { keyOf, map } of this.indexes.values()) {
      if (prev) remove(map, keyOf(prev), id);
      add(map, keyOf(item), id);
    }
    this.items.set(id, item);
  }

  private unset(id: string): boolean {
    const prev = this.items.get(id);
    if (!prev) return false;
    for (const { keyOf, map } of this.indexes.values()) remove(map, keyOf(prev), id);
    this.items.delete(id);
    return true;
  }
}

function add(map: Map<string, Set<string>>, key: string | null, id: string): void {
  if (key === null) return;
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(id);
}

function remove(map: Map<string, Set<string>>, key: string | null, id: string): void {
  if (key === null) return;
  map.get(key)?.delete(id);
}
