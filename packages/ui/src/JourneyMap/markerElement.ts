import type { MarkerSpec } from './types';

/** Marker diameter in CSS pixels: at least the 24 px minimum target size of WCAG 2.2. */
export const MARKER_SIZE = 28;

/**
 * Builds the DOM marker the MapLibre and Google adapters place on the map: a round badge in the kind's
 * colour with a glyph (P, 1, 2, D, ▲) so kinds differ by more than colour, named for assistive technology.
 * Styles are inline because the colours come from the theme at run time.
 */
export function createMarkerElement(marker: MarkerSpec, textColour: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  updateMarkerElement(element, marker, textColour);
  return element;
}

/** Updates a marker built by `createMarkerElement` in place: name, glyph and colours (e.g. the driver moving on). */
export function updateMarkerElement(element: HTMLElement, marker: MarkerSpec, textColour: string): void {
  element.setAttribute('aria-label', marker.title);
  element.title = marker.title;
  element.dataset.markerKind = marker.kind;
  element.textContent = marker.glyph;
  Object.assign(element.style, {
    boxSizing: 'border-box',
    width: `${MARKER_SIZE}px`,
    height: `${MARKER_SIZE}px`,
    borderRadius: marker.kind === 'Driver' ? '6px' : '50%',
    border: `2px solid ${textColour}`,
    background: marker.colour,
    color: textColour,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    font: `bold 14px/1 system-ui, sans-serif`,
    boxShadow: '0 1px 3px rgb(0 0 0 / 0.4)',
    cursor: 'default',
  });
}
