/** MapLibre draws with WebGL; without it (old browsers, some locked-down ones, test DOMs) no map code is fetched. */
export function canDrawMaps(): boolean {
  return typeof window !== 'undefined' && 'WebGLRenderingContext' in window;
}
