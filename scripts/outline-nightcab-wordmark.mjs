// Writes themes/nightcab/logo.svg and logo-dark.svg with the wordmark's words drawn as Playfair Display outlines.
// A logo shown as <img> cannot use the page's web fonts, so its <text> fell back to whatever serif the device had
// (Georgia, Times): outlines look the same everywhere. Run `node scripts/outline-nightcab-wordmark.mjs` after
// changing the words, sizes or colours below. The font is the theme's Playfair Display at its static weights
// (@fontsource/playfair-display's WOFF files: fontkit cannot set a weight on the variable WOFF2 one).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontFiles = join(dirname(require.resolve('@fontsource/playfair-display/package.json')), 'files');

/** The font at one of its static weights (400, 700). */
function fontAt(weight) {
  return fontkit.openSync(join(fontFiles, `playfair-display-latin-${weight}-normal.woff`));
}

/** One line of the wordmark as a path: `text` from its baseline's left end at (x, y), px units, relative, to a tenth of a px. */
function outline({ text, x, y, size, weight, letterSpacing = 0 }) {
  const font = fontAt(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = x;
  const parts = [];
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i];
    // Font units grow upwards, SVG's downwards: flip y about the baseline.
    const path = glyph.path
      .scale(scale, -scale)
      .translate(pen + position.xOffset * scale, y - position.yOffset * scale);
    parts.push(path.toSVG());
    pen += position.xAdvance * scale + letterSpacing;
  });
  return { d: relative(parts.join('')), width: pen - letterSpacing - x };
}

/** A tenth of a px: fine enough at 19 px type on a 3x screen. */
const tenth = (n) => Math.round(n * 10) / 10;

/**
 * An absolute path (fontkit's M, L, Q, C, Z) as relative commands with coordinates rounded to a tenth: about a third
 * of the bytes. Each point is rounded before the step to it is taken, so rounding never drifts along a contour.
 */
function relative(d) {
  const sizes = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let out = '';
  for (const [, command, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    const numbers = (args.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map((n) => tenth(Number(n)));
    if (numbers.length !== sizes[command]) throw new Error(`Unexpected path command ${command}${args}`);
    if (command === 'Z') {
      out += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const steps = numbers.map((n, i) => tenth(n - (i % 2 === 0 ? x : y)));
    out +=
      command.toLowerCase() +
      steps
        .join(' ')
        .replace(/ -/g, '-')
        .replace(/(^|[ -])0\./g, '$1.');
    [x, y] = numbers.slice(-2);
    if (command === 'M') [startX, startY] = [x, y];
  }
  return out;
}

const words = [
  { text: 'NightCab', x: 52, y: 22, size: 19, weight: 700 },
  { text: 'EXECUTIVE', x: 52, y: 34, size: 10, weight: 400, letterSpacing: 2 },
];

const mark =
  '<g><rect width="40" height="40" fill="#0f1b33"/>' +
  '<path d="M20 5l12 5v9c0 8-5 13-12 16C13 32 8 27 8 19v-9z" fill="none" stroke="#d4a72c" stroke-width="2.5"/>' +
  '<path d="M25 13a7 7 0 1 0 0 12a5.5 5.5 0 1 1 0-12z" fill="#d4a72c"/></g>';

const lines = words.map(outline);
for (const [file, colour] of [
  // logo.svg for a light surface (navy words), logo-dark.svg for a dark one (cream words).
  ['logo.svg', '#0f1b33'],
  ['logo-dark.svg', '#f5f1e6'],
]) {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40" width="180" height="40" role="img" ' +
    'aria-labelledby="t"><title id="t">NightCab Executive</title>' +
    mark +
    lines.map((line) => `<path fill="${colour}" d="${line.d}"/>`).join('') +
    '</svg>\n';
  writeFileSync(join(root, 'themes/nightcab', file), svg);
}
for (const [i, line] of lines.entries()) console.log(`${words[i]?.text}: ${line.width.toFixed(1)} px wide`);
