// Checks that the documentation's links hold: every relative link in docs/ and README.md names a file that
// exists and, with `#anchor`, an anchor in it; every `docs/behaviour/<page>.md#<anchor>` cited in the code
// exists; and no code comment sends its reader to a document or tracker item this repository does not hold (a
// reader of the code has only the repository: a comment says its why here, or links into docs/).
// Run by `npm run test:scripts`; `node scripts/docs/check-docs.mjs` prints the problems.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.git',
  '.turbo',
  'storybook-static',
  'coverage',
  '.data',
  '.tmp',
]);

function walk(folder, keep, found = []) {
  for (const name of readdirSync(folder)) {
    if (SKIP.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path, keep, found);
    else if (keep(name)) found.push(path);
  }
  return found;
}

/** Returns GitHub's slug of a heading text. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Returns the anchors a Markdown text offers: explicit `<a id>` / `id="..."` and heading slugs. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  for (const match of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(match[1]);
  for (const match of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(slug(match[1]));
  return anchors;
}

/**
 * What a comment may not cite: tracker items (an issue, a finding, a ticket by number), the planning documents kept
 * beside the repository rather than in it (SPEC.md and its numbered sections, ARCHITECTURE.md, TOOLCHAIN.md,
 * STYLE.md, the shared folder) and review rounds (a wave, a red-team pass, a design card).
 */
const OUTSIDE_CITATIONS = [
  /\bissues?\s+(?:#\s*)?\d+/i,
  /\bissue notes?\b/i,
  /\b(?:finding|ticket|item)\s+#\d+/i,
  /\bfindings?\s+\d+/i,
  /(?:^|[\s(])#\d+\b/,
  /\b(?:SPEC|ARCHITECTURE|TOOLCHAIN|STYLE)\.md\b/,
  /\bSPEC\b/,
  /\bred[- ]team/i,
  /\bwave\s+\d+/i,
  /\bdesign card/i,
  /(?:\.\.\/|\/work\/)shared\b/,
];

/** Returns each comment of a source text (line and block comments) with the line it starts on. */
export function commentsOf(source) {
  const comments = [];
  for (const match of source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*/g)) {
    comments.push({ line: source.slice(0, match.index).split('\n').length, text: match[0] });
  }
  return comments;
}

/** Returns what a comment cites outside the repository (the first such citation), or null. */
export function outsideCitation(comment) {
  for (const pattern of OUTSIDE_CITATIONS) {
    const match = comment.match(pattern);
    if (match) return match[0].trim();
  }
  return null;
}

/** Returns the problems of the docs at `root`, each a sentence naming the file. */
export function checkDocs(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const docsFolder = join(root, 'docs');
  const markdown = [
    join(root, 'README.md'),
    ...(existsSync(docsFolder) ? walk(docsFolder, (n) => n.endsWith('.md')) : []),
  ];
  for (const file of markdown) {
    const text = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/i.test(target)) continue;
      const [path, anchor] = target.split('#');
      const targetFile = path === '' ? file : resolve(dirname(file), path);
      const where = relative(root, file);
      if (!existsSync(targetFile)) problems.push(`${where}: link to missing ${target}`);
      else if (anchor && targetFile.endsWith('.md') && !anchorsIn(targetFile).has(anchor)) {
        problems.push(`${where}: link to missing anchor ${target}`);
      }
    }
  }
  const code = ['apps', 'packages', 'themes', 'e2e', 'bench', 'scripts']
    .map((folder) => join(root, folder))
    .filter(existsSync)
    .flatMap((folder) => walk(folder, (n) => /\.(ts|tsx|mjs|js)$/.test(n)))
    // This checker's own tests cite missing anchors on purpose.
    .filter((file) => !relative(root, file).startsWith(join('scripts', 'docs')));
  for (const file of code) {
    const text = readFileSync(file, 'utf8');
    for (const comment of commentsOf(text)) {
      const cited = outsideCitation(comment.text);
      if (cited)
        problems.push(`${relative(root, file)}:${comment.line}: a comment cites "${cited}", outside the repository`);
    }
    for (const match of text.matchAll(/docs\/behaviour\/([a-z-]+\.md)(?:#([a-z0-9-]+))?/g)) {
      const page = join(root, 'docs', 'behaviour', match[1]);
      const where = relative(root, file);
      if (!existsSync(page)) problems.push(`${where}: cites missing page docs/behaviour/${match[1]}`);
      else if (match[2] && !anchorsIn(page).has(match[2])) problems.push(`${where}: cites missing anchor ${match[0]}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = checkDocs(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  for (const problem of problems) console.error(problem);
  console.log(problems.length === 0 ? 'docs: every link and citation resolves' : `docs: ${problems.length} problems`);
  process.exit(problems.length === 0 ? 0 : 1);
}
