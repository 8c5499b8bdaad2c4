import { describe, expect, it, vi } from 'vitest';
import { connectionAllowsPrefetch, onFirstIntent, onReturnToPage } from './intent';

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

describe('onReturnToPage', () => {
  it('loads once, when the page is shown again, not while it stays hidden, and never once cleaned up', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    const load = vi.fn();
    onReturnToPage(load, doc);
    const cancelled = vi.fn();
    onReturnToPage(cancelled, doc)();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(load).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
