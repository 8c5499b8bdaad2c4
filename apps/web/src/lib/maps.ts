import { useSyncExternalStore } from 'react';

/** MapLibre draws with WebGL; without it (old browsers, some locked-down ones, test DOMs) no map code is fetched. */
export function canDrawMaps(): boolean {
  return typeof window !== 'undefined' && 'WebGLRenderingContext' in window;
}

const unchanging = () => () => undefined;

/**
 * `canDrawMaps` for a part the server may draw: the server, and the browser while it takes the page over, take it
 * that maps can be drawn (most can), so a map's frame is in the first view and nothing moves when the map comes;
 * a browser without WebGL then drops the frame.
 */
export function useCanDrawMaps(): boolean {
  return useSyncExternalStore(unchanging, canDrawMaps, () => true);
}

/**
 * The tenant's own vector style for the maps (tenant.json `mapStyleUrl`, docs/behaviour/journey.md#maps) when it is
 * one the map may fetch: http(s) or a path on this site. Otherwise undefined: the offline basemap.
 */
export function mapStyleUrl(configured: unknown): string | undefined {
  if (typeof configured !== 'string') return undefined;
  const trimmed = configured.trim();
  return /^(https?:\/\/|\/(?!\/))/i.test(trimmed) ? trimmed : undefined;
}
