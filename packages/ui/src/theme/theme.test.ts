import defaultTokens from '@cabkit/themes/default/tokens.json';
import nightcabTokens from '@cabkit/themes/nightcab/tokens.json';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTenantTheme, vars } from './index';

describe('theme contract', () => {
  it('names every variable --ck-<path>', () => {
    expect(vars.color.surface).toBe('var(--ck-color-surface)');
    expect(vars.font.size.md).toBe('var(--ck-font-size-md)');
    expect(vars.motion.duration.fast).toBe('var(--ck-motion-duration-fast)');
    expect(vars.breakpoint.phone).toBe('var(--ck-breakpoint-phone)');
  });
});

describe('applyTenantTheme', () => {
  afterEach(() => applyTenantTheme(null));

  it('writes the tenant variables into one style element on the document root and can remove it', () => {
    applyTenantTheme(nightcabTokens);
    applyTenantTheme(defaultTokens);
    const styles = document.querySelectorAll('style#ck-tenant-theme');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toContain('--ck-color-primary: #0a58ca;');
    applyTenantTheme(null);
    expect(document.getElementById('ck-tenant-theme')).toBeNull();
  });

  it('refuses an invalid token file with the token path in the message', () => {
    expect(() => applyTenantTheme({ color: {} })).toThrow(/color\.surface: missing token/);
  });
});
