import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBingMapsFake } from './fakes/bingMapsFake';

/** A fresh copy of the adapter module, so its once-per-page script loading starts over. */
async function freshLoader() {
  vi.resetModules();
  return (await import('./adapters/bing')).loadBingMaps;
}

const bingScript = () =>
  document.head.querySelector<HTMLScriptElement>('script[src^="https://www.bing.com/api/maps/mapcontrol"]');

afterEach(() => {
  bingScript()?.remove();
  delete (window as { Microsoft?: unknown }).Microsoft;
});

describe('loadBingMaps', () => {
  it('adds one V8 script tag with a ready callback and resolves with Microsoft.Maps when it calls back', async () => {
    const loadBingMaps = await freshLoader();
    const first = loadBingMaps();
    const second = loadBingMaps();
    const script = bingScript();
    expect(document.head.querySelectorAll('script[src*="bing.com"]')).toHaveLength(1);
    const callbackName = new URL(script!.src).searchParams.get('callback')!;
    // What the real script does once loaded: define the namespace, then call the named callback.
    const { Maps } = installBingMapsFake();
    (window as unknown as Record<string, () => void>)[callbackName]!();
    await expect(first).resolves.toBe(Maps);
    await expect(second).resolves.toBe(Maps);
    expect((window as unknown as Record<string, unknown>)[callbackName]).toBeUndefined();
  });

  it('rejects with a clear error when the script cannot load, and tries again next time', async () => {
    const loadBingMaps = await freshLoader();
    const failed = loadBingMaps();
    bingScript()!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Bing Maps could not load.');
    expect(bingScript()).toBeNull();
    void loadBingMaps().catch(() => {});
    expect(bingScript()).not.toBeNull();
  });
});
