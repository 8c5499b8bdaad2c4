import { afterEach, beforeEach } from 'vitest';

/**
 * Sets up a file of map adapter tests: before each test, the map library's fake (`install`) and an empty container
 * on the page; after it, both gone. Returns where each test finds them.
 */
export function fakeMapPerTest<Fake extends { uninstall(): void }>(install: () => Fake) {
  const current = {} as { fake: Fake; container: HTMLElement };
  beforeEach(() => {
    current.fake = install();
    current.container = document.createElement('div');
    document.body.append(current.container);
  });
  afterEach(() => {
    current.fake.uninstall();
    current.container.remove();
  });
  return current;
}
