import { describe, expect, it } from 'vitest';
import { type ChangeNotices, cachedValue } from './change-notices';

/** Live notices a test sends by hand. */
function handNotices() {
  const listeners = new Map<string, Set<() => void>>();
  const notices: ChangeNotices = {
    live: true,
    subscribe(table, onChange) {
      const set = listeners.get(table) ?? new Set();
      listeners.set(table, set);
      set.add(onChange);
      return () => set.delete(onChange);
    },
    next: () => new Promise(() => {}),
    close: async () => {},
  };
  const change = (table: string) => {
    for (const listener of listeners.get(table) ?? []) listener();
  };
  return { notices, change };
}

/** A lazy query like Drizzle's builders: every `then` runs it again. */
function lazyQuery(runs: { count: number }) {
  return {
    // biome-ignore lint/suspicious/noThenProperty: the point of this fake is to be a thenable, as Drizzle's are.
    then<T>(resolve: (rows: string[]) => T, reject?: (error: unknown) => T) {
      runs.count += 1;
      return Promise.resolve([`run ${runs.count}`]).then(resolve, reject);
    },
  };
}

describe('cachedValue', () => {
  it('runs a lazy query once, however often the held value is awaited, until its table changes', async () => {
    const { notices, change } = handNotices();
    const runs = { count: 0 };
    const held = cachedValue(notices, ['drivers'], () => lazyQuery(runs) as unknown as Promise<string[]>);
    expect(await held.get()).toEqual(['run 1']);
    expect(await held.get()).toEqual(['run 1']);
    expect(await held.get()).toEqual(['run 1']);
    expect(runs.count).toBe(1);
    change('drivers');
    expect(await held.get()).toEqual(['run 2']);
    expect(runs.count).toBe(2);
  });

  it('reads again on every call when no notices are live', async () => {
    const runs = { count: 0 };
    const held = cachedValue(
      { live: false, subscribe: () => () => {}, next: () => new Promise(() => {}), close: async () => {} },
      ['drivers'],
      () => lazyQuery(runs) as unknown as Promise<string[]>,
    );
    await held.get();
    await held.get();
    expect(runs.count).toBe(2);
  });
});
