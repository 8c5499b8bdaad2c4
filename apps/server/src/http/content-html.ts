import type { ContentBlock, ContentPageName, ContentPageText, TenantContent } from '@cabkit/themes';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the server puts into a content page's HTML: title suffix, meta description and the #root markup. */
export interface RenderedContent {
  /** The page's name in the title, after the product title (docs/behaviour/common.md#dialogs). */
  titleSuffix: string;
  description: string;
  /** Headings, paragraphs and lists of the page, readable without JavaScript. */
  html: string;
}

const contentPages: Partial<Record<string, { page: ContentPageName; title: string }>> = {
  home: { page: 'home', title: 'Home' },
  about: { page: 'about', title: 'About' },
  services: { page: 'services', title: 'Services' },
  fleet: { page: 'fleet', title: 'Fleet' },
  contact: { page: 'contact', title: 'Contact' },
  policy: { page: 'policy', title: 'Privacy Policy' },
  terms: { page: 'terms', title: 'Terms and Conditions' },
  cookie: { page: 'cookie', title: 'Cookie Policy' },
  menu: { page: 'menu', title: 'Menu' },
};

function blockHtml(block: ContentBlock): string {
  return [
    block.heading ? `<h2>${escapeHtml(block.heading)}</h2>` : '',
    ...(block.paragraphs ?? []).map((p) => `<p>${escapeHtml(p)}</p>`),
    block.list ? `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '',
  ].join('');
}

function pageHtml(text: Pick<ContentPageText, 'heading' | 'intro' | 'blocks'>, extra = ''): string {
  const body = `<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.intro)}</p>${extra}${text.blocks.map(blockHtml).join('')}`;
  return `<main id="main" data-prerendered="">${body}</main>`;
}

function link(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

/**
 * The server-side first view of a content page (home, about, services and each airport service, fleet,
 * contact, policy, cookie, menu), from the page the route table found for the path (and its parameters), or
 * undefined for any other page. The React app replaces it when it starts.
 */
export function renderContentPage(
  match: { page: string; params: Record<string, string | undefined> },
  content: TenantContent,
): RenderedContent | undefined {
  if (match.page === 'services' && match.params.id !== undefined) {
    const slug = match.params.id.replace(/\.html$/, '');
    const service = content.services.find((s) => s.slug === slug);
    if (!service) return undefined;
    return { titleSuffix: service.heading, description: service.description, html: pageHtml(service) };
  }
  const entry = contentPages[match.page];
  if (!entry) return undefined;
  const text = content.pages[entry.page];
  let extra = '';
  if (entry.page === 'services' || entry.page === 'home') {
    extra = `<h2>Airport transfers</h2><ul>${content.services.map((s) => `<li>${link(`/services/${s.slug}`, s.heading)}</li>`).join('')}</ul>`;
  }
  if (entry.page === 'menu') {
    const items: [string, string][] = [
      ['/home.html', 'Home'],
      ['/booking.html', 'Book a journey'],
      ['/about.html', 'About'],
      ['/services.html', 'Services'],
      ['/fleet.html', 'Fleet'],
      ['/contact.html', 'Contact'],
      ['/policy.html', 'Privacy policy'],
      ['/terms.html', 'Terms and conditions'],
      ['/cookie.html', 'Cookie policy'],
    ];
    extra = `<nav aria-label="Site"><ul>${items.map(([href, label]) => `<li>${link(href, label)}</li>`).join('')}</ul></nav>`;
  }
  return { titleSuffix: entry.title, description: text.description, html: pageHtml(text, extra) };
}

/** The page with its title, meta description and #root markup replaced by a content page's first view. */
export function injectContentPage(
  html: string,
  productTitle: string,
  rendered: RenderedContent,
  contentJson: string,
): string {
  const title = productTitle ? `${productTitle} - ${rendered.titleSuffix}` : rendered.titleSuffix;
  const data = `<script type="application/json" id="tenant-content">${contentJson.replace(/</g, '\\u003c')}</script>`;
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
    )
    .replace(/<div id="root"><\/div>/, `<div id="root">${rendered.html}</div>${data}`);
}
