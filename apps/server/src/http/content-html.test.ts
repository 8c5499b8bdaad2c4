import { describe, expect, it } from 'vitest';
import { readTenantContent } from '../services/tenants/tenant-files';
import { injectContentPage, renderContentPage } from './content-html';

// The default tenant's text, read and filled as the server does for a tenant of these details.
const content = readTenantContent('default', {
  id: 'default',
  name: 'Cabkit <Cars>',
  phone: '020',
  email: 'e@x.example',
  address: 'A',
});
/** A page of the route table as the renderer names it, with its parameters. */
const at = (page: string, params: Record<string, string> = {}) => ({ page, params });
const index =
  '<html><head><meta name="description" content="Book a taxi." /><title>Booking</title></head><body><div id="root"></div></body></html>';

describe('content pages in the served HTML', () => {
  it('renders a content page with its heading, lists, title and meta description', () => {
    const rendered = renderContentPage(at('policy'), content);
    expect(rendered?.titleSuffix).toBe('Privacy Policy');
    const html = injectContentPage(index, 'Cabkit Cars', rendered!, '{"a":"</script>"}');
    expect(html).toContain('<title>Cabkit Cars - Privacy Policy</title>');
    expect(html).toContain('<meta name="description" content="How Cabkit &#60;Cars&#62; uses');
    expect(html).toContain('<h1>Privacy policy</h1>');
    expect(html).toContain('<h2>How long we keep it</h2>');
    expect(html).toContain('"\\u003c/script>"');
  });

  it('renders the terms page the sign-up notice links to, with its own title', () => {
    const rendered = renderContentPage(at('terms'), content);
    expect(rendered?.titleSuffix).toBe('Terms and Conditions');
    expect(rendered?.html).toContain('<h1>Terms and conditions</h1>');
    expect(rendered?.html).toContain('<h2>Cancelling</h2>');
    expect(renderContentPage(at('menu'), content)?.html).toContain('<a href="/terms.html">');
  });

  it('renders each airport service page and the home page with links to them', () => {
    expect(renderContentPage(at('services', { id: 'heathrow' }), content)?.html).toContain(
      '<h1>Heathrow airport transfers</h1>',
    );
    expect(renderContentPage(at('home'), content)?.html).toContain('<a href="/services/gatwick">');
  });

  it('leaves the booking wizard, account pages and unknown services to the browser', () => {
    for (const match of [at('booking'), at('profile'), at('services', { id: 'nowhere.html' })]) {
      expect(renderContentPage(match, content)).toBeUndefined();
    }
  });
});
