// Fails when @cabkit/domain exports a name that no file outside the domain imports, tests aside
// (docs/architecture.md: one home per rule; a domain rule nobody calls is a copy waiting to happen).
// knip (knip.jsonc) finds unused files, exports and dependencies in every workspace, but it does not follow
// names through the domain's `export *` barrels; this check resolves each imported name to its declaration
// with the TypeScript checker.
// A name a barrel exports but only the domain itself (or a test) uses is a helper: keep it in its file, out of the
// barrel. `--list` prints every unused name and nothing else.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const domainSrc = join(root, 'packages/domain/src');
const consumers = ['apps/web/src', 'apps/server/src', 'packages/ui/src', 'packages/contract/src', 'themes'];
const isTest = (file) => /\.(test|spec|stories)\.tsx?$|\/(test|fakes|testing)\//.test(file);

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTest(path)) out.push(path);
  }
  return out;
}

const entries = [
  join(domainSrc, 'index.ts'),
  ...readdirSync(domainSrc, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(domainSrc, entry.name, 'index.ts')),
];
const files = consumers.flatMap((dir) => sourceFiles(join(root, dir)));
const program = ts.createProgram([...entries, ...files], {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
});
const checker = program.getTypeChecker();
const original = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

// Every declaration a consumer reaches through an `@cabkit/domain...` import or re-export.
const used = new Set();
for (const file of files) {
  const source = program.getSourceFile(file);
  if (!source) continue;
  for (const statement of source.statements) {
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('@cabkit/domain')) continue;
    const clause = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause))) {
      for (const element of clause.elements) {
        const symbol = checker.getSymbolAtLocation(element.name);
        if (symbol) used.add(original(symbol));
      }
    } else {
      // A namespace import or `export *` uses the whole module.
      const moduleSymbol = checker.getSymbolAtLocation(specifier);
      for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) used.add(original(symbol));
    }
  }
}

const unused = new Map();
for (const entry of entries) {
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = original(symbol);
    if (used.has(target)) continue;
    const declaration = target.declarations?.[0];
    const where = declaration ? relative(root, declaration.getSourceFile().fileName) : '?';
    unused.set(`${where}: ${symbol.name}`, true);
  }
}
const names = [...unused.keys()].sort();
if (process.argv.includes('--list')) {
  for (const name of names) console.log(name);
  process.exit(0);
}
for (const name of names) {
  console.log(`unused domain export (import it where the rule is needed, or take it out of the barrel): ${name}`);
}
console.log(`@cabkit/domain: ${names.length} exported names no file outside the domain imports (tests aside)`);
process.exit(names.length > 0 ? 1 : 0);
