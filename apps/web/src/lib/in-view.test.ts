import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceInView } from './in-view';

describe('onceInView', () => {
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
    onceInView(document.createElement('div'), load);
    seen(false);
    expect(load).not.toHaveBeenCalled();
    seen(true);
    seen(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never loads once cleaned up', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn();
    onceInView(document.createElement('div'), load)();
    seen(true);
    expect(load).not.toHaveBeenCalled();
  });
});
