// Measures each tenant font against its local stand-in (Arial's metric twin, Times's for serifs) in Chromium and
// prints the `fallback` block of tokens.json (`--write` writes it): the stand-in's size-adjust at the regular
// weight and at each other weight the tokens use (`weights`), and the web font's ascent and descent. A variable
// font widens with its weight faster than the stand-in's two faces do, so one size-adjust for all weights left
// bold headings wider than the web font and regular text narrower: the home page's headline wrapped on one line
// more at 320 px until the font arrived, and the swap moved the page. Digits (references, dates, prices) part from
// the letters by up to 9 % and get faces of their own (`ranges`), each digit counted once. Widths are measured on
// the tenants' own copy (content.json), drawn the way the browser draws it. Run `node scripts/font-fallbacks.mjs
// --write` after changing a font.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const themes = join(root, 'themes');
const require = createRequire(join(themes, 'package.json'));
const brandKey = 'app.cabkit';

/** Every string of a content document. */
function strings(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const tenants = readdirSync(themes, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name)
  .filter((slug) => {
    try {
      readFileSync(join(themes, slug, 'tokens.json'));
      return true;
    } catch {
      return false;
    }
  });
const corpus = tenants
  .flatMap((slug) => {
    try {
      return strings(JSON.parse(readFileSync(join(themes, slug, 'content.json'), 'utf8')));
    } catch {
      return [];
    }
  })
  .join(' ')
  .replace(/\s+/g, ' ');

const percent = (ratio) => `${(ratio * 100).toFixed(2)}%`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
try {
  for (const slug of tenants) {
    const file = join(themes, slug, 'tokens.json');
    const tokens = JSON.parse(readFileSync(file, 'utf8'));
    const weights = Object.values(tokens.font.weight)
      .filter((token) => typeof token === 'object' && token !== null && '$value' in token)
      .map((token) => Number(token.$value))
      .filter((weight) => weight !== 400);
    for (const font of tokens.$extensions[brandKey].fonts) {
      const path = join(dirname(require.resolve(`${font.package}/package.json`)), 'files', font.file);
      const measured = await page.evaluate(
        async ({ bytes, local, weights, corpus }) => {
          const web = new FontFace('Measured web', new Uint8Array(bytes).buffer, { weight: '1 1000' });
          document.fonts.add(await web.load());
          const faces = [
            ['Measured regular', local.map((name) => `local("${name}")`).join(',')],
            ['Measured bold', local.map((name) => `local("${name} Bold")`).join(',')],
          ];
          for (const [family, src] of faces) document.fonts.add(await new FontFace(family, src).load());
          const context = document.createElement('canvas').getContext('2d');
          const width = (css, text) => {
            context.font = css;
            return context.measureText(text).width;
          };
          context.font = '400 1000px "Measured web"';
          const box = context.measureText('Hxg');
          const ratio = (weight, text) =>
            width(`${weight} 1000px "Measured web"`, text) /
            width(weight >= 600 ? '1000px "Measured bold"' : '1000px "Measured regular"', text);
          const letters = corpus.replace(/[0-9]/g, '');
          return {
            ascent: box.fontBoundingBoxAscent / 1000,
            descent: box.fontBoundingBoxDescent / 1000,
            regular: ratio(400, letters),
            weights: Object.fromEntries(weights.map((weight) => [weight, ratio(weight, letters)])),
            digits: Object.fromEntries([400, ...weights].map((weight) => [weight, ratio(weight, '0123456789')])),
          };
        },
        { bytes: [...readFileSync(path)], local: font.fallback.local, weights, corpus },
      );
      font.fallback = {
        local: font.fallback.local,
        sizeAdjust: percent(measured.regular),
        ascentOverride: percent(measured.ascent / measured.regular),
        descentOverride: percent(measured.descent / measured.regular),
        lineGapOverride: '0%',
        weights: Object.fromEntries(Object.entries(measured.weights).map(([weight, r]) => [weight, percent(r)])),
        ranges: {
          'U+30-39': Object.fromEntries(Object.entries(measured.digits).map(([weight, r]) => [weight, percent(r)])),
        },
      };
      console.log(slug, font.family, JSON.stringify(font.fallback));
    }
    if (process.argv.includes('--write')) writeFileSync(file, `${JSON.stringify(tokens, null, 2)}\n`);
  }
} finally {
  await browser.close();
}
