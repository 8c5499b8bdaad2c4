// Prints the largest components and functions of the apps and packages (tests aside), by lines, for the
// before/after figures of a refactoring: `node scripts/largest-functions.mjs [count]`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const folders = ['apps/web/src', 'apps/server/src', 'packages/ui/src', 'packages/domain/src', 'packages/contract/src'];
const count = Number(process.argv[2] ?? 10);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|css)\.tsx?$|\.d\.ts$/.test(entry.name) ? [path] : [];
  });
}

const found = [];
for (const file of folders.flatMap((folder) => files(join(root, folder)))) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const lines = (node) =>
    source.getLineAndCharacterOfPosition(node.getEnd()).line -
    source.getLineAndCharacterOfPosition(node.getStart()).line +
    1;
  const visit = (node) => {
    let name;
    if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
    else if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name)) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) name = node.name.text;
    }
    if (name) found.push({ name, where: relative(root, file), lines: lines(node) });
    ts.forEachChild(node, visit);
  };
  visit(source);
}
found.sort((a, b) => b.lines - a.lines);
for (const { name, where, lines } of found.slice(0, count))
  console.log(`${String(lines).padStart(5)}  ${name}  ${where}`);
