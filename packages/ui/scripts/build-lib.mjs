#!/usr/bin/env node
// Builds @cabkit/ui for reuse outside the monorepo into packages/ui/dist, which is itself the package to
// pack or publish (`npm pack packages/ui/dist`): ESM per source module with its compiled CSS (vite.lib.config.ts),
// type declarations (tsconfig.lib.json), and a publish manifest whose exports point at the built files. The
// monorepo keeps importing the TypeScript source through packages/ui/package.json.
// The private workspace packages @cabkit/domain and @cabkit/themes are compiled in under dist/vendor/; the
// manifest's dependencies are exactly the packages the built files import, with the versions the workspace
// declares (the build fails when a built file imports a package nobody declares).
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const uiDir = fileURLToPath(new URL('..', import.meta.url));
const root = join(uiDir, '..', '..');
const dist = join(uiDir, 'dist');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Every file under a folder, recursively. */
function walk(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** The package name of a bare import specifier (`react/jsx-runtime` -> `react`). */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Bare (package) specifiers in a JS or declaration file's import/export statements and dynamic imports. */
function bareImports(code) {
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*["']([^"']+)["']/gm,
    /^\s*import\s*["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
  ];
  const found = new Set();
  for (const pattern of patterns) {
    for (const [, specifier] of code.matchAll(pattern)) {
      if (
        specifier &&
        /^(@[\w.-]+\/)?[\w.-]+/.test(specifier) &&
        !specifier.startsWith('.') &&
        !specifier.startsWith('node:')
      )
        found.add(specifier);
    }
  }
  return found;
}

/** Runs a local binary in packages/ui; rejects when it fails. */
function run(name, args) {
  return new Promise((done, fail) => {
    const child = spawn(bin(name), args, { cwd: uiDir, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${name} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const started = Date.now();
const typesDir = join(uiDir, '.tmp', 'types');
rmSync(dist, { recursive: true, force: true });
rmSync(typesDir, { recursive: true, force: true });

// 1. JavaScript and CSS (Vite), and declarations (tsc, into packages/ui/.tmp/types), side by side.
await Promise.all([run('vite', ['build', '-c', 'vite.lib.config.ts']), run('tsc', ['-p', 'tsconfig.lib.json'])]);

// 2. Declarations moved beside the JS: ui's own under dist/, domain's and themes' under dist/vendor/.
const placements = [
  [join(typesDir, 'packages/ui/src'), dist],
  [join(typesDir, 'packages/domain/src'), join(dist, 'vendor/domain')],
  [join(typesDir, 'themes'), join(dist, 'vendor/themes')],
];
for (const [from, to] of placements) {
  if (!existsSync(from)) continue;
  for (const file of walk(from)) {
    const target = join(to, relative(from, file));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(file, target);
  }
}
rmSync(typesDir, { recursive: true, force: true });

/** Relative module path from a declaration file to a vendored package's entry. */
function vendorSpecifier(file, specifier) {
  const [, name, sub] = /^@cabkit\/(domain|themes)(?:\/(.+))?$/.exec(specifier) ?? [];
  if (!name) return specifier;
  const entry = join(dist, 'vendor', name, sub ?? '', 'index');
  const path = relative(dirname(file), entry).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}
for (const file of walk(dist).filter((path) => path.endsWith('.d.ts'))) {
  const code = readFileSync(file, 'utf8');
  const rewritten = code.replace(/(["'])(@cabkit\/(?:domain|themes)(?:\/[^"']+)?)\1/g, (_, quote, specifier) => {
    if (/\.json$/.test(specifier)) throw new Error(`${file}: declaration imports ${specifier}`);
    return `${quote}${vendorSpecifier(file, specifier)}${quote}`;
  });
  if (rewritten !== code) writeFileSync(file, rewritten);
}

// 3. The publish manifest: exports per entry, dependencies from what the built files import.
const ui = readJson(join(uiDir, 'package.json'));
const domain = readJson(join(root, 'packages/domain/package.json'));
// The compiled-in themes import culori (its colour scales): its version comes from the themes manifest.
const themes = readJson(join(root, 'themes/package.json'));
const declared = { ...domain.dependencies, ...themes.dependencies, ...ui.dependencies };
const peers = ui.peerDependencies ?? {};
const imported = new Set();
for (const file of walk(dist).filter((path) => /\.(js|d\.ts)$/.test(path))) {
  for (const specifier of bareImports(readFileSync(file, 'utf8'))) imported.add(packageOf(specifier));
}
const dependencies = {};
const missing = [];
for (const name of [...imported].sort()) {
  if (name.startsWith('@cabkit/')) missing.push(`${name} (should be compiled in)`);
  else if (peers[name]) continue;
  else if (declared[name]) dependencies[name] = declared[name];
  else missing.push(name);
}
if (missing.length > 0) throw new Error(`built files import undeclared packages: ${missing.join(', ')}`);

const subpaths = readdirSync(dist).filter((name) => existsSync(join(dist, name, 'index.js')) && name !== 'vendor');
const exportsMap = { '.': { types: './index.d.ts', default: './index.js' } };
for (const name of subpaths.sort())
  exportsMap[`./${name}`] = { types: `./${name}/index.d.ts`, default: `./${name}/index.js` };
exportsMap['./package.json'] = './package.json';

const manifest = {
  name: ui.name,
  version: ui.version,
  description: ui.description,
  license: ui.license ?? 'UNLICENSED',
  type: 'module',
  sideEffects: ['**/*.css'],
  exports: exportsMap,
  types: './index.d.ts',
  module: './index.js',
  peerDependencies: peers,
  dependencies,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
cpSync(join(uiDir, 'README.md'), join(dist, 'README.md'));

const files = walk(dist);
console.log(
  `@cabkit/ui built into ${relative(root, dist)}: ${files.filter((f) => f.endsWith('.js')).length} JS, ` +
    `${files.filter((f) => f.endsWith('.css')).length} CSS, ${files.filter((f) => f.endsWith('.d.ts')).length} declaration files, ` +
    `${subpaths.length + 1} entry points, ${Object.keys(dependencies).length} dependencies (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
