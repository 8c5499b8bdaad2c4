/**
 * Bundle check: builds a scratch app (in a temporary folder) that imports `@cabkit/ui/JourneyMap` and renders
 * one MapLibre map, then prints each chunk's gzip size and fails if a map library (maplibre-gl, the Google
 * loader, Bing) is in the initial chunk instead of a lazy one.
 * Run from the repository root: `node packages/ui/src/JourneyMap/bundle-check.mjs`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repositoryRoot = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
const scratch = mkdtempSync(join(tmpdir(), 'journeymap-bundle-'));
const entry = join(scratch, 'main.tsx');
writeFileSync(
  entry,
  `import { JourneyMap } from '@cabkit/ui/JourneyMap';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(
  <JourneyMap ariaLabel="Journey map" points={[{ kind: 'Pickup', latitude: 51.5, longitude: -0.1, label: 'A' }]} />,
);
`,
);

try {
  await build({
    // The monorepo is the root so vanilla-extract compiles the workspace's .css.ts files.
    root: repositoryRoot,
    logLevel: 'warn',
    configFile: false,
    plugins: [vanillaExtractPlugin(), react()],
    build: {
      outDir: join(scratch, 'dist'),
      emptyOutDir: true,
      manifest: true,
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: { main: entry } },
    },
  });
  const dist = join(scratch, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const initial = Object.values(manifest).find((chunk) => chunk.isEntry);
  const gzipKb = (file) => (gzipSync(readFileSync(join(dist, file))).length / 1024).toFixed(1);
  const rows = Object.entries(manifest).map(([source, chunk]) => ({
    file: chunk.file,
    source,
    gzipKb: gzipKb(chunk.file),
    initial: chunk === initial,
  }));
  for (const chunk of Object.values(manifest)) {
    for (const css of chunk.css ?? [])
      rows.push({ file: css, source: `${chunk.file} css`, gzipKb: gzipKb(css), initial: chunk === initial });
  }
  console.table(rows);
  const initialText = readFileSync(join(dist, initial.file), 'utf8');
  const leaked = ['maplibregl', 'maps.googleapis.com', 'bing.com/api/maps'].filter((marker) =>
    initialText.includes(marker),
  );
  if (leaked.length > 0) {
    console.error(`FAIL: the initial chunk contains map library code (${leaked.join(', ')})`);
    process.exitCode = 1;
  } else {
    console.log(
      `OK: initial chunk ${initial.file} ${gzipKb(initial.file)} KB gzip holds no map library; adapters are lazy chunks.`,
    );
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
