// Library build of @cabkit/ui for reuse outside the monorepo (`npm run build:lib -w @cabkit/ui`): ESM, one
// entry per subpath the package exposes, one JS file per source module (so importing one component pulls in
// only what it uses), each module importing its own compiled vanilla-extract CSS. Declarations and the
// publish manifest are written by scripts/build-lib.mjs after this build.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));
const src = join(here, 'src');

/** Every subpath entry: the root barrel plus each folder of src with an index.ts (components, dialogs, theme). */
export const entries: Record<string, string> = Object.fromEntries([
  ['index', join(src, 'index.ts')],
  ...readdirSync(src, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(src, entry.name, 'index.ts')))
    .map((entry) => [`${entry.name}/index`, join(src, entry.name, 'index.ts')]),
]);

/** Output path of a module: @cabkit/domain and @cabkit/themes sources land under vendor/. */
export const vendorPath = (name: string) =>
  name.replace(/^(\.\.\/)*packages\/domain\/src\//, 'vendor/domain/').replace(/^(\.\.\/)*themes\//, 'vendor/themes/');

/** Vite's library mode extracts CSS without importing it: make every JS chunk import the CSS it needs. */
function importOwnCss(): Plugin {
  return {
    name: 'cabkit-import-own-css',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const depth = chunk.fileName.split('/').length - 1;
        const up = depth === 0 ? './' : '../'.repeat(depth);
        chunk.code = `${css.map((file) => `import '${up}${file}';`).join('\n')}\n${chunk.code}`;
      }
    },
  };
}

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react(), importOwnCss()],
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: true,
    sourcemap: false,
    minify: false,
    target: 'es2022',
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      // Third-party packages stay imports (declared in the published manifest); the workspace's own
      // @cabkit/domain and @cabkit/themes are private, so they are compiled in.
      external: (id) =>
        !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !id.startsWith('@cabkit/'),
      output: {
        preserveModules: true,
        preserveModulesRoot: src,
        // The compiled-in workspace packages go under vendor/ (their declarations are moved there too).
        entryFileNames: (chunk) => `${vendorPath(chunk.name)}.js`,
        assetFileNames: '[name][extname]',
      },
    },
  },
});
