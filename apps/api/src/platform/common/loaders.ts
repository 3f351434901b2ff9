import DataLoader from 'dataloader';

/**
 * Per-request DataLoaders: relations of a list (a file's creator, a timeline entry's actor) load
 * in one query per relation, whatever the page size. One registry per GraphQL context object, so
 * nothing is cached across requests or users. A subscription's context lives as long as the
 * subscription: resolve its relations without a loader, or they would be cached that long.
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();

  /** The request's loader named `key`, made from `batch` on first use. Keys must be unique per kind of relation. */
  get<K, V>(key: string, batch: (keys: readonly K[]) => Promise<ReadonlyArray<V | Error>>): DataLoader<K, V> {
    let loader = this.loaders.get(key) as DataLoader<K, V> | undefined;
    if (!loader) {
      // Up to 500 ids per query keeps the IN list within what one index scan handles well.
      loader = new DataLoader<K, V>(batch, { maxBatchSize: 500 });
      this.loaders.set(key, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }
}

const registries = new WeakMap<object, Loaders>();

/** The loaders of one request, keyed by its GraphQL context (made on first use, dropped with the request). */
export function loadersOf(ctx: object): Loaders {
  let loaders = registries.get(ctx);
  if (!loaders) {
    loaders = new Loaders();
    registries.set(ctx, loaders);
  }
  return loaders;
}

/** Puts rows in the order of the keys a batch was asked for; a missing row answers null. */
export function byKeys<K, R>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K): Array<R | null> {
  const found = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => found.get(k) ?? null);
}

/**
 * A one-to-many relation through the request's loader `key`: the children of many parents in one
 * `fetch`, grouped by `parentOf` and made models by `toModel`; answers `parentId`'s children.
 */
export function loadChildren<R, M>(
  ctx: object,
  key: string,
  parentId: string,
  fetch: (parentIds: readonly string[]) => Promise<readonly R[]>,
  parentOf: (row: R) => string | null,
  toModel: (row: R) => M,
): Promise<M[]> {
  return loadersOf(ctx)
    .get<string, M[]>(key, async (ids) => {
      const byParent = new Map<string, M[]>(ids.map((id) => [id, []]));
      for (const row of await fetch(ids)) {
        const parent = parentOf(row);
        if (parent !== null) byParent.get(parent)?.push(toModel(row));
      }
      return ids.map((id) => byParent.get(id) ?? []);
    })
    .load(parentId);
}
