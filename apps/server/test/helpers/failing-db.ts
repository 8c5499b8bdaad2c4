import type { Db } from '../../src/db/client';

/** Binds a value read off `target` to it, so a proxied database's methods run on the real one. */
function bound(target: object, key: string | symbol): unknown {
  const value = Reflect.get(target, key);
  return typeof value === 'function' ? value.bind(target) : value;
}

/**
 * The database, except that inside a transaction a write (`insert` or `update`) to `table` throws, as a full disk
 * or a lost connection would: a service test's way to see that the transaction's other writes roll back.
 */
export function failingWrite(db: Db, write: 'insert' | 'update', table: unknown): Db {
  const failing = (tx: Db): Db =>
    new Proxy(tx, {
      get(target, key) {
        if (key !== write) return bound(target, key);
        return (into: unknown) => {
          if (into === table) throw new Error(`${write} refused`);
          return target[write](into as never);
        };
      },
    });
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'transaction') return bound(target, key);
      return (run: (tx: Db) => Promise<unknown>, config?: unknown) =>
        target.transaction((tx) => run(failing(tx as unknown as Db)), config as never);
    },
  });
}

/**
 * The database, except that `first` runs once just before its first transaction starts: another request's write
 * landing between a use case's reads and its lock.
 */
export function beforeFirstTransaction(db: Db, first: () => Promise<void>): Db {
  let ran = false;
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'transaction') return bound(target, key);
      return async (run: (tx: Db) => Promise<unknown>, config?: unknown) => {
        if (!ran) {
          ran = true;
          await first();
        }
        return target.transaction(run as never, config as never);
      };
    },
  });
}
