/**
 * Shared drawing for the Google and Bing test doubles: Web Mercator maths (what both real APIs use) and a
 * plain SVG sketch of the current view, so stories with a fake provider still show the journey.
 */

/** Tile size of both real APIs at zoom 0. */
const TILE_SIZE = 256;
/** The size a fake map assumes when its container has no layout (jsdom). */
const UNLAID_SIZE = { width: 640, height: 480 };

/** A view: centre and zoom, and the container size in CSS pixels. */
export interface SketchView {
  latitude: number;
  longitude: number;
  zoom: number;
  width: number;
  height: number;
}

/** The container's size, or `UNLAID_SIZE` when it has none (no layout engine). */
export function sizeOf(element: HTMLElement): { width: number; height: number } {
  const width = element.clientWidth;
  const height = element.clientHeight;
  return width > 0 && height > 0 ? { width, height } : UNLAID_SIZE;
}

/** Web Mercator world pixel of a point at a zoom. */
export function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((latitude * Math.PI) / 180), -0.9999), 0.9999);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The point at a world pixel at a zoom (inverse of `worldPixel`). */
export function fromWorldPixel(x: number, y: number, zoom: number): { latitude: number; longitude: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const longitude = (x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return { latitude, longitude };
}

/** The screen pixel of a point in a view (origin top left). */
function screenPixel(view: SketchView, latitude: number, longitude: number): { x: number; y: number } {
  const centre = worldPixel(view.latitude, view.longitude, view.zoom);
  const point = worldPixel(latitude, longitude, view.zoom);
  return { x: point.x - centre.x + view.width / 2, y: point.y - centre.y + view.height / 2 };
}

/** The largest whole zoom at which a box fits in the view minus padding, clamped to [minZoom, maxZoom]. */
export function zoomToFit(
  box: { south: number; west: number; north: number; east: number },
  size: { width: number; height: number },
  padding: number,
  minZoom: number,
  maxZoom: number,
): number {
  const width = Math.max(1, size.width - 2 * padding);
  const height = Math.max(1, size.height - 2 * padding);
  let zoom = minZoom;
  for (let candidate = minZoom; candidate <= maxZoom; candidate++) {
    const sw = worldPixel(box.south, box.west, candidate);
    const ne = worldPixel(box.north, box.east, candidate);
    if (Math.abs(ne.x - sw.x) <= width && Math.abs(sw.y - ne.y) <= height) zoom = candidate;
    else break;
  }
  return zoom;
}

/** Something a sketch draws. */
export interface SketchContent {
  background: string;
  lines: { points: { latitude: number; longitude: number }[]; colour: string; width: number }[];
  pins: { latitude: number; longitude: number; text: string; colour: string }[];
  /** DOM markers (Google advanced markers) positioned over the sketch. */
  elements: { latitude: number; longitude: number; element: Node }[];
}

const SVG = 'http://www.w3.org/2000/svg';

/** Redraws `layer` with the content seen through `view`: an SVG for lines and pins, then DOM markers. */
export function drawSketch(layer: HTMLElement, view: SketchView, content: SketchContent): void {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(view.width));
  svg.setAttribute('height', String(view.height));
  svg.setAttribute('aria-hidden', 'true');
  svg.style.position = 'absolute';
  svg.style.inset = '0';
  svg.style.width = '100%';
  svg.style.height = '100%';
  const background = document.createElementNS(SVG, 'rect');
  background.setAttribute('width', '100%');
  background.setAttribute('height', '100%');
  background.setAttribute('fill', content.background);
  svg.append(background);
  for (const line of content.lines) {
    const polyline = document.createElementNS(SVG, 'polyline');
    const points = line.points.map((p) => screenPixel(view, p.latitude, p.longitude));
    polyline.setAttribute('points', points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '));
    polyline.setAttribute('fill', 'none');
    polyline.setAttribute('stroke', line.colour);
    polyline.setAttribute('stroke-width', String(line.width));
    polyline.setAttribute('stroke-linejoin', 'round');
    svg.append(polyline);
  }
  for (const pin of content.pins) {
    const { x, y } = screenPixel(view, pin.latitude, pin.longitude);
    const circle = document.createElementNS(SVG, 'circle');
    circle.setAttribute('cx', x.toFixed(1));
    circle.setAttribute('cy', y.toFixed(1));
    circle.setAttribute('r', '12');
    circle.setAttribute('fill', pin.colour);
    circle.setAttribute('stroke', '#ffffff');
    circle.setAttribute('stroke-width', '2');
    const text = document.createElementNS(SVG, 'text');
    text.setAttribute('x', x.toFixed(1));
    text.setAttribute('y', (y + 5).toFixed(1));
    text.setAttribute('text-anchor', 'middle');
    text.setAttribute('font', 'bold 14px sans-serif');
    text.setAttribute('fill', '#ffffff');
    text.textContent = pin.text;
    svg.append(circle, text);
  }
  const nodes: Node[] = [svg];
  for (const { latitude, longitude, element } of content.elements) {
    const { x, y } = screenPixel(view, latitude, longitude);
    const holder = document.createElement('div');
    holder.style.position = 'absolute';
    holder.style.left = `${x.toFixed(1)}px`;
    holder.style.top = `${y.toFixed(1)}px`;
    holder.style.transform = 'translate(-50%, -50%)';
    holder.append(element);
    nodes.push(holder);
  }
  layer.replaceChildren(...nodes);
}
