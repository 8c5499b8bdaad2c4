import type { DbHandle } from '../../db/client';

/** The channel migrations/0008_change_notices.sql notifies with the name of a table that changed. */
const CHANGE_CHANNEL = 'cabkit_changes';

/** Where change notices come from: the open database (PGlite or PostgreSQL). */
export type ChangeSource = Pick<DbHandle, 'listen'>;

/**
 * The server's view of table changes (docs/decisions/0013-quotes-priced-in-memory.md): caches subscribe to the
 * tables they hold and drop what they hold when one changes, whoever wrote it.
 */
export interface ChangeNotices {
  /** False when nothing is listening: then nothing may be cached (see `cachedValue`). */
  readonly live: boolean;
  /** Calls `onChange` whenever `table` changes, or when notices may have been missed. Returns an unsubscribe. */
  subscribe(table: string, onChange: () => void): () => void;
  /** Resolves at the next notice for `table` (or a missed-notices signal): tests wait on it rather than sleep. */
  next(table: string): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
}

/** Notices that never come: every `cachedValue` over them reads through to the database each time. */
export const NO_CHANGE_NOTICES: ChangeNotices = {
  live: false,
  subscribe: () => () => {},
  next: () => new Promise(() => {}),
  close: async () => {},
};

/** Listens for change notices on `source` (none given: NO_CHANGE_NOTICES, nothing is cached). */
export async function listenForChanges(source: ChangeSource | undefined): Promise<ChangeNotices> {
  if (!source) return NO_CHANGE_NOTICES;
  const listeners = new Map<string, Set<() => void>>();
  const tell = (table: string) => {
    for (const listener of [...(listeners.get(table) ?? [])]) listener();
  };
  const stop = await source.listen(CHANGE_CHANNEL, (payload) => {
    // null: the listening connection was lost or is back; anything may have changed meanwhile.
    if (payload === null) for (const table of [...listeners.keys()]) tell(table);
    else tell(payload);
  });
  const subscribe = (table: string, onChange: () => void) => {
    const set = listeners.get(table) ?? new Set<() => void>();
    listeners.set(table, set);
    set.add(onChange);
    return () => {
      set.delete(onChange);
    };
  };
  return {
    live: true,
    subscribe,
    next(table) {
      return new Promise((resolve) => {
        const unsubscribe = subscribe(table, () => {
          unsubscribe();
          resolve();
        });
      });
    },
    close: stop,
  };
}

/** A value read from the database and held in memory until one of its tables changes. */
export interface CachedValue<T> {
  get(): Promise<T>;
}

/** How long a held value is trusted without any notice at all (a safety net; notices normally drop it first). */
const CACHE_MAX_AGE_MS = 60_000;

/**
 * Holds what `load` read until a notice for one of `tables` arrives (or CACHE_MAX_AGE_MS passes). A notice that
 * arrives while a read is under way drops that read too, so a value read before a change is never kept after it.
 * Without live notices every `get` reads again.
 */
export function cachedValue<T>(notices: ChangeNotices, tables: string[], load: () => Promise<T>): CachedValue<T> {
  let held: { value: Promise<T>; at: number } | null = null;
  for (const table of tables)
    notices.subscribe(table, () => {
      held = null;
    });
  return {
    get() {
      if (!notices.live) return load();
      if (held && Date.now() - held.at < CACHE_MAX_AGE_MS) return held.value;
      // Promise.resolve: a query builder (Drizzle's) is a thenable that runs its query again at every `await`;
      // holding the builder itself would hold nothing.
      const entry = { value: Promise.resolve(load()), at: Date.now() };
      held = entry;
      entry.value.catch(() => {
        if (held === entry) held = null;
      });
      return entry.value;
    },
  };
}
