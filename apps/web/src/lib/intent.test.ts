import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstView, connectionAllowsPrefetch, onFirstIntent, onVisibleOrIntent } from './intent';

describe('connectionAllowsPrefetch', () => {
  it('allows prefetching on a fast connection and where the browser does not say', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
  });

  it('holds back with Save-Data or a slow effective type', () => {
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    for (const effectiveType of ['slow-2g', '2g', '3g'])
      expect(connectionAllowsPrefetch({ effectiveType })).toBe(false);
  });
});

describe('onFirstIntent', () => {
  it('loads once, on the first key, pointer or focus in the page, and never by itself', () => {
    const target = new EventTarget();
    const load = vi.fn();
    onFirstIntent(load, target as unknown as Window);
    expect(load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('focusin'));
    target.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops listening when cleaned up before any use', () => {
    const target = new EventTarget();
    const load = vi.fn();
    const stop = onFirstIntent(load, target as unknown as Window);
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('onVisibleOrIntent', () => {
  let seen: (visible: boolean) => void = () => {};
  class FakeObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      seen = (visible) => callback([{ isIntersecting: visible }]);
    }
    observe() {}
    disconnect() {
      seen = () => {};
    }
  }
  afterEach(() => vi.unstubAllGlobals());

  it('loads once, when the element comes into the window, not while it is out of it', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn();
    onVisibleOrIntent(document.createElement('div'), load);
    seen(false);
    expect(load).not.toHaveBeenCalled();
    seen(true);
    window.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads on the first use of the page even when the element is never seen, and not after cleanup', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn();
    onVisibleOrIntent(document.createElement('div'), load);
    window.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);

    const other = vi.fn();
    onVisibleOrIntent(document.createElement('div'), other)();
    window.dispatchEvent(new Event('pointerdown'));
    seen(true);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('afterFirstView', () => {
  it('waits for the browser to be idle, and never runs once cleaned up', () => {
    const callbacks: (() => void)[] = [];
    const win = {
      requestIdleCallback: (callback: () => void) => callbacks.push(callback),
      cancelIdleCallback: (id: number) => {
        callbacks[id - 1] = () => {};
      },
    } as unknown as Window;
    const load = vi.fn();
    afterFirstView(load, win);
    const cancelled = vi.fn();
    afterFirstView(cancelled, win)();
    expect(load).not.toHaveBeenCalled();
    for (const callback of callbacks) callback();
    expect(load).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
