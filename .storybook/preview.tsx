import type { Decorator, Preview } from '@storybook/react-vite';
import { applyTenantTheme } from '../packages/ui/src/theme';
import { tenantFontCss, tenantNames, tenantTokens } from './tenants';

const FONT_STYLE_ID = 'ck-tenant-fonts';

// react-aria's locale (dates and money in @cabkit/ui) is en-GB, as the app hands it over for an en-GB page
// (markDocument in apps/web/src/i18n/language.ts), not the test browser's en-US.
(window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] = 'en-GB';

/** Applies the toolbar's tenant theme to the document root (so portalled dialogs get it too). */
const withTenantTheme: Decorator = (Story, context) => {
  applyThemeByName(String(context.globals.theme ?? 'default'));
  return <Story />;
};

/** Applies a tenant theme by name to the document root; the story tests call it to check each theme with axe. */
function applyThemeByName(theme: string): void {
  applyTenantTheme(theme === 'default' ? null : (tenantTokens[theme] ?? null));
  document.documentElement.dataset.theme = theme;
  // The tenant's web fonts, as the server declares them in the page (with their metric-matched fallbacks).
  const fonts = document.getElementById(FONT_STYLE_ID) ?? document.head.appendChild(document.createElement('style'));
  fonts.id = FONT_STYLE_ID;
  fonts.textContent = tenantTokens[theme] ? tenantFontCss(theme) : '';
}
(window as unknown as { __cabkitApplyTheme?: (theme: string) => void }).__cabkitApplyTheme = applyThemeByName;

/** Renders a story inside a fixed width (`parameters.width`, e.g. 320 for the narrowest phone). */
const withWidth: Decorator = (Story, context) => {
  const width = context.parameters.width as number | undefined;
  if (!width) return <Story />;
  return (
    <div style={{ width, maxWidth: '100%' }} data-testid="story-width">
      <Story />
    </div>
  );
};

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Tenant theme (themes/<id>/tokens.json applied at run time)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(tenantNames).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  decorators: [withWidth, withTenantTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // A designer or a tenant starts from the introduction and the guides, then the tokens, then the components.
    options: { storySort: { order: ['Introduction', 'Guides', 'Tokens', '*'] } },
    a11y: {
      test: 'error',
      // RAC's hidden live announcer may still hold entries of the previous story while the runner reuses the
      // page; everything else in the document (portalled dialogs and popovers included) is checked.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      config: { rules: [{ id: 'region', enabled: false }] },
    },
    viewport: {
      options: {
        phone320: { name: 'Phone 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone567: { name: 'Phone 567 px', styles: { width: '567px', height: '800px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
