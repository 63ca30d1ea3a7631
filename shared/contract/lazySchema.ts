/**
 * A schema built the first time it is used rather than when its module loads. Building zod schemas is
 * not free: the contract's ≈ 300 schemas cost about half of the area code's start-up in the browser (≈ 50 ms of a
 * slow phone's main thread in one task, before anything is painted by the area), though a page parses a handful of
 * them. Each contract schema is declared through this, so a page pays only for the answers it reads.
 *
 * The stand-in forwards every read to the built schema: `z.infer`, composition (`z.object({ card: Card })`), parsing
 * and `instanceof` behave as with the schema itself. A schema's identity is the stand-in's; nothing in the contract
 * compares schemas by identity.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
