import contrastTokens from '@cabkit/themes/contrast/tokens.json';
import defaultTokens from '@cabkit/themes/default/tokens.json';
import midnightTokens from '@cabkit/themes/midnight/tokens.json';
import nightcabTokens from '@cabkit/themes/nightcab/tokens.json';
import { fontFaceCss, type TenantBrand, type ThemeTokens, validateTokens } from '@cabkit/themes';

/** Tenant token files by toolbar value; applied at run time exactly as the web app does. */
export const tenantTokens: Record<string, unknown> = {
  default: defaultTokens,
  nightcab: nightcabTokens,
  midnight: midnightTokens,
  contrast: contrastTokens,
};

/** The tenants' display names, in the toolbar's order. */
export const tenantNames: Record<string, string> = {
  default: 'Default (Cabkit Cars)',
  nightcab: 'NightCab (dark, navy and gold, serif)',
  midnight: 'Midnight Minicabs (bright budget)',
  contrast: 'High contrast (ClearRide)',
};

// Every picture of every tenant folder and the tenants' woff2 files, as built URLs (only what is matched ships).
const pictures = import.meta.glob<string>(['../themes/*/*.svg', '../themes/*/vehicles/*.svg'], {
  query: '?url',
  import: 'default',
  eager: true,
});
const fontFiles = import.meta.glob<string>(
  [
    '../node_modules/@fontsource-variable/*/files/*-latin-wght-normal.woff2',
    '../node_modules/@fontsource/*/files/*-latin-400-normal.woff2',
  ],
  { query: '?url', import: 'default', eager: true },
);

/** The built URL of a file in a tenant folder, e.g. `assetUrl('nightcab', 'logo-dark.svg')`. */
export function assetUrl(tenant: string, file: string): string | undefined {
  return pictures[`../themes/${tenant}/${file}`];
}

/** A tenant's resolved tokens and brand; throws with every problem when its tokens.json is invalid. */
export function tenantTheme(tenant: string): { tokens: ThemeTokens; brand: TenantBrand } {
  const result = validateTokens(tenantTokens[tenant]);
  if (!result.ok) throw new Error(`themes/${tenant}/tokens.json is invalid:\n${result.errors.join('\n')}`);
  return { tokens: result.tokens, brand: result.brand };
}

/** The `@font-face` rules of a tenant's fonts with their built URLs (the server serves them under /tenant/fonts/). */
export function tenantFontCss(tenant: string): string {
  const { brand } = tenantTheme(tenant);
  return fontFaceCss(brand, (font) => {
    const key = Object.keys(fontFiles).find((path) => path.endsWith(`/${font.package}/files/${font.file}`));
    return key ? (fontFiles[key] as string) : '';
  });
}
