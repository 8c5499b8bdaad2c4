import type { Db } from '../../src/db/client';

/** Binds a value read off `target` to it, so a proxied database's methods run on the real one. */
function bound(target: object, key: string | symbol): unknown {
  const value = Reflect.get(target, key);
  return typeof value === 'function' ? value.bind(target) : value;
}

/**
 * The database, except that inside a transaction an insert into `table` throws (as a full disk or a lost
 * connection would): a service test's way to see that the rest of the transaction's writes roll back.
 */
export function failingInsertInto(db: Db, table: unknown): Db {
  const failing = (tx: Db): Db =>
    new Proxy(tx, {
      get(target, key) {
        if (key !== 'insert') return bound(target, key);
        return (into: unknown) => {
          if (into === table) throw new Error('insert refused');
          return target.insert(into as never);
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
