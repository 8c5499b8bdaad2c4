import { serverData } from '../../../state/server-data';
import type { TenantContent } from '@cabkit/themes';

let cached: TenantContent | undefined;
let loading: Promise<TenantContent> | undefined;

/** The content the server put into the page (its first view's data), so the first render needs no call. */
export function inlineContent(): TenantContent | undefined {
  if (cached) return cached;
  if (serverData.current?.content) return serverData.current.content;
  const node = typeof document === 'undefined' ? null : document.getElementById('tenant-content');
  if (!node?.textContent) return undefined;
  try {
    cached = JSON.parse(node.textContent) as TenantContent;
  } catch {
    return undefined;
  }
  return cached;
}

/** The tenant's site content (themes/<tenant>/content.json, served by the server at /tenant/content.json). */
export function getContent(): Promise<TenantContent> {
  const inline = inlineContent();
  if (inline) return Promise.resolve(inline);
  loading ??= fetch('/tenant/content.json', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error('Something went wrong, please try again.');
      cached = (await response.json()) as TenantContent;
      return cached;
    })
    .finally(() => {
      loading = undefined;
    });
  return loading;
}
