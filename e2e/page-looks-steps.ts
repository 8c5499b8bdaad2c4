import { expect, type Locator, type Page } from '@playwright/test';
import { appTookOver, picturesAndFontsIn } from './fixtures';

// What the two page-looks specs (signed out, signed in) share: the tenants and widths each page is recorded under,
// the tenant's address, and the wait for a settled page before its picture is taken.

/** Every tenant theme a page is recorded under (one server serves them all, each on its own host name). */
export const tenants = ['default', 'nightcab', 'midnight', 'contrast'] as const;

/** A tenant a page is recorded under. */
type Tenant = (typeof tenants)[number];

/** The widths a page is recorded at: a phone and a desktop. */
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The address a tenant is served at by the server at `serverUrl` (the default tenant at the server's own). */
export function tenantUrl(serverUrl: string, tenant: Tenant): string {
  if (tenant === 'default') return serverUrl;
  return `http://${tenant}.localhost:${new URL(serverUrl).port}`;
}

/**
 * Waits until the page is as a visitor sees it once it has settled: the app took over the server's first view,
 * `stillLoading` is gone (what the page shows while it loads), no "Loading…" left, the web fonts in, and every
 * picture decoded (lazy ones too: a full-page capture shows the ones below the fold, which the browser would
 * otherwise fetch only on scrolling).
 */
export async function settled(page: Page, stillLoading: Locator, timeout?: number): Promise<void> {
  await appTookOver(page);
  await expect(stillLoading).toHaveCount(0, timeout === undefined ? {} : { timeout });
  await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
  await picturesAndFontsIn(page);
}
