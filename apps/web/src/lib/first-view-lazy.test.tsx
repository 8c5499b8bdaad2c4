import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { FirstViewModules, firstViewLazy, useFirstViewModuleOf } from './first-view-lazy';

async function html(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

const Greeting = firstViewLazy(
  { '/src/parts/greeting.tsx': async () => ({ Greeting: ({ name }: { name: string }) => <p>Hello {name}</p> }) },
  (m) => m.Greeting,
);

function Skeleton({ children }: { children: React.ReactNode }) {
  useFirstViewModuleOf(children);
  return <p>Loading…</p>;
}

describe('firstViewLazy', () => {
  it('draws the picked component and records its module while the server renders', async () => {
    const modules = new Set<string>();
    const { prelude } = await prerender(
      <FirstViewModules.Provider value={modules}>
        <Greeting name="Robin" />
      </FirstViewModules.Provider>,
    );
    expect(await html(prelude)).toContain('Hello <!-- -->Robin');
    expect([...modules]).toEqual(['src/parts/greeting.tsx']);
    expect(Greeting.firstViewModule).toBe('src/parts/greeting.tsx');
  });

  it('records the module of a part drawn as a skeleton, and nothing outside a server render', async () => {
    const modules = new Set<string>();
    await prerender(
      <FirstViewModules.Provider value={modules}>
        <Skeleton>
          <Greeting name="Robin" />
        </Skeleton>
      </FirstViewModules.Provider>,
    );
    expect([...modules]).toEqual(['src/parts/greeting.tsx']);
    const { prelude } = await prerender(<Greeting name="Sam" />);
    expect(await html(prelude)).toContain('Sam');
  });

  it('takes one module only', () => {
    expect(() => firstViewLazy({}, () => () => null)).toThrow(/one module expected, got 0/);
  });
});
