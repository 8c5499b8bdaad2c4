import { subscribe } from 'valtio';
import { snapshot } from 'valtio/vanilla';

/** Reads a JSON value saved under `key` in `storage`; undefined when absent, unreadable or storage is blocked. */
export function readStored<T>(storage: Storage | undefined, key: string): T | undefined {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Saves a valtio proxy to `storage` under `key` on every change (so it survives a reload); returns the unsubscribe. */
export function persist(state: object, storage: Storage | undefined, key: string): () => void {
  return subscribe(state, () => {
    try {
      storage?.setItem(key, JSON.stringify(snapshot(state)));
    } catch {
      // storage full or blocked (private mode): the booking simply does not survive a reload
    }
  });
}

/** The browser's session storage, or undefined where there is none. */
export function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
