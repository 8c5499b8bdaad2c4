import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brandAssets, fontFaceCss, TENANT_ASSET_PREFIX, type TenantBrand, type TenantFont } from '@cabkit/themes';
import { repoRoot, themesDir } from '../paths';

/** A file the server serves for the tenant: its URL path, bytes and content type. */
export interface TenantAsset {
  path: string;
  body: Buffer;
  contentType: string;
}

/** The URL a tenant font is served at. */
function fontUrl(font: TenantFont): string {
  return `${TENANT_ASSET_PREFIX}fonts/${font.file}`;
}

/**
 * The font file on disk: resolved from the themes package (the fonts are its dependencies), else from the
 * repository's themes folder when THEMES_DIR points at a copy of the tenant folders elsewhere.
 */
function fontPath(font: TenantFont, root: string): string {
  const bases = [join(root, 'package.json'), join(repoRoot, 'themes', 'package.json')];
  for (const base of bases) {
    try {
      return join(createRequire(base).resolve(`${font.package}/package.json`), '..', 'files', font.file);
    } catch {
      // not installed beside this folder: try the next
    }
  }
  throw new Error(`The tenant font ${font.package}/files/${font.file} is not installed: run npm ci`);
}

/**
 * Every file the tenant's brand names (logos, mark, hero, vehicle pictures) and its fonts, under `/tenant/`,
 * and its web app manifest, whose icon is the mark. A file the brand names but the folder lacks stops the start.
 */
export function tenantAssets(
  slug: string,
  brand: TenantBrand,
  manifest: { name: string; shortName: string; background: string; theme: string },
  root = themesDir,
): TenantAsset[] {
  const folder = join(root, slug);
  const assets: TenantAsset[] = brandAssets(brand).map((file) => {
    const path = join(folder, file);
    if (!existsSync(path)) throw new Error(`${folder}/tokens.json names ${file}, which is not in the folder`);
    return { path: `${TENANT_ASSET_PREFIX}${file}`, body: readFileSync(path), contentType: 'image/svg+xml' };
  });
  for (const font of brand.fonts) {
    assets.push({ path: fontUrl(font), body: readFileSync(fontPath(font, root)), contentType: 'font/woff2' });
  }
  const webManifest = {
    name: manifest.name,
    short_name: manifest.shortName,
    start_url: '/',
    display: 'standalone',
    background_color: manifest.background,
    theme_color: manifest.theme,
    icons: [{ src: `${TENANT_ASSET_PREFIX}${brand.mark}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
  assets.push({
    path: `${TENANT_ASSET_PREFIX}manifest.webmanifest`,
    body: Buffer.from(JSON.stringify(webManifest)),
    contentType: 'application/manifest+json',
  });
  return assets;
}

/** The `@font-face` rules of the tenant's fonts and their metric-matched local stand-ins. */
export function tenantFontCss(brand: TenantBrand): string {
  return fontFaceCss(brand, fontUrl);
}

function attribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The head tags that make the page the tenant's before any script runs: `color-scheme` and the browser bar
 * colour, the mark as favicon and the web app manifest. The body font is not preloaded: fetched with the page, it
 * landed before the first paint on a slow phone and held the largest paint back (0.1 to 0.2 s in Lighthouse's
 * mobile run); the stand-in faces of `tenantFontCss`, sized per weight, keep the lines when it swaps in later.
 */
export function tenantHeadTags(brand: TenantBrand, surface: string): string {
  return [
    `<meta name="color-scheme" content="${brand.appearance}">`,
    `<meta name="theme-color" content="${attribute(surface)}">`,
    `<link rel="icon" href="${TENANT_ASSET_PREFIX}${attribute(brand.mark)}" type="image/svg+xml">`,
    `<link rel="manifest" href="${TENANT_ASSET_PREFIX}manifest.webmanifest">`,
  ].join('');
}
