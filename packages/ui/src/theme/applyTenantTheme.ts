import { tokensToCss } from '@cabkit/themes';

const STYLE_ID = 'ck-tenant-theme';

/**
 * Applies a tenant's `tokens.json` at run time by writing `tokensToCss(tokens)` into one `<style>` element
 * on the document root, so portals and dialogs get the tenant's variables too. Pass `null` to go back to the
 * compiled default theme. Throws `InvalidTokensError` (with every problem) for an invalid token file.
 */
export function applyTenantTheme(tokens: unknown | null, doc: Document = document): void {
  const existing = doc.getElementById(STYLE_ID);
  if (tokens === null) {
    existing?.remove();
    return;
  }
  const css = tokensToCss(tokens, ':root');
  const element = existing ?? doc.head.appendChild(doc.createElement('style'));
  element.id = STYLE_ID;
  element.textContent = css;
}
