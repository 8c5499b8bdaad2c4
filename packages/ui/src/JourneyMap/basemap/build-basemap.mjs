/**
 * Builds the offline basemap `basemap.json` that the MapLibre adapter ships: land polygons and country
 * borders from Natural Earth (public domain) through the `world-atlas` TopoJSON files.
 * Europe (where Cabkit's tenants drive) uses the 1:50m data; the rest of the world the lighter 1:110m data.
 * Run from the repository root: `node packages/ui/src/JourneyMap/basemap/build-basemap.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const readAtlas = (name) => JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8'));

/** The detailed window [west, south, east, north]: Europe, the Atlantic islands and the Mediterranean. */
const EUROPE = [-32, 27, 48, 72];
/** The rest of the world, as four strips around the window, so the two detail levels never overlap. */
const OUTSIDE = [
  [-180, 72, 180, 90],
  [-180, -90, 180, 27],
  [-180, 27, -32, 72],
  [48, 27, 180, 72],
];

/** Clips one closed ring to a rectangle (Sutherland-Hodgman, one edge at a time). */
function clipRing(ring, [west, south, east, north]) {
  const edges = [
    [(p) => p[0] >= west, (a, b) => crossX(a, b, west)],
    [(p) => p[0] <= east, (a, b) => crossX(a, b, east)],
    [(p) => p[1] >= south, (a, b) => crossY(a, b, south)],
    [(p) => p[1] <= north, (a, b) => crossY(a, b, north)],
  ];
  let points = ring.slice(0, -1);
  for (const [inside, cross] of edges) {
    if (points.length === 0) break;
    const output = [];
    for (let i = 0; i < points.length; i++) {
      const current = points[i];
      const previous = points[(i + points.length - 1) % points.length];
      if (inside(current)) {
        if (!inside(previous)) output.push(cross(previous, current));
        output.push(current);
      } else if (inside(previous)) {
        output.push(cross(previous, current));
      }
    }
    points = output;
  }
  return points.length >= 3 ? [...points, points[0]] : null;
}

function crossX([x1, y1], [x2, y2], x) {
  return [x, y1 + ((y2 - y1) * (x - x1)) / (x2 - x1)];
}

function crossY([x1, y1], [x2, y2], y) {
  return [x1 + ((x2 - x1) * (y - y1)) / (y2 - y1), y];
}

/** Clips a line to a rectangle (Liang-Barsky per segment), returning the pieces inside it. */
function clipLine(line, [west, south, east, north]) {
  const pieces = [];
  let piece = [];
  for (let i = 1; i < line.length; i++) {
    const [x1, y1] = line[i - 1];
    const [x2, y2] = line[i];
    const dx = x2 - x1;
    const dy = y2 - y1;
    let t0 = 0;
    let t1 = 1;
    let visible = true;
    for (const [p, q] of [
      [-dx, x1 - west],
      [dx, east - x1],
      [-dy, y1 - south],
      [dy, north - y1],
    ]) {
      if (p === 0) {
        if (q < 0) visible = false;
      } else {
        const t = q / p;
        if (p < 0) t0 = Math.max(t0, t);
        else t1 = Math.min(t1, t);
      }
    }
    if (!visible || t0 > t1) {
      if (piece.length > 1) pieces.push(piece);
      piece = [];
      continue;
    }
    const start = [x1 + t0 * dx, y1 + t0 * dy];
    const end = [x1 + t1 * dx, y1 + t1 * dy];
    if (piece.length === 0) piece.push(start);
    piece.push(end);
    if (t1 < 1) {
      pieces.push(piece);
      piece = [];
    }
  }
  if (piece.length > 1) pieces.push(piece);
  return pieces;
}

/** Rounds coordinates and drops the points that rounding made identical. */
function roundPath(path, decimals) {
  const factor = 10 ** decimals;
  const rounded = [];
  for (const [x, y] of path) {
    const point = [Math.round(x * factor) / factor, Math.round(y * factor) / factor];
    const last = rounded[rounded.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) rounded.push(point);
  }
  return rounded;
}

function polygonsOf(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

function landPolygons(topology, rectangles, decimals) {
  const land = feature(topology, topology.objects.land);
  const geometries = land.type === 'FeatureCollection' ? land.features.map((f) => f.geometry) : [land.geometry];
  const polygons = [];
  for (const polygon of geometries.flatMap(polygonsOf)) {
    for (const rectangle of rectangles) {
      const [outer, ...holes] = polygon;
      const clippedOuter = clipRing(outer, rectangle);
      if (!clippedOuter) continue;
      const outerRounded = roundPath(clippedOuter, decimals);
      if (outerRounded.length < 4) continue;
      const holesRounded = holes
        .map((hole) => clipRing(hole, rectangle))
        .filter(Boolean)
        .map((ring) => roundPath(ring, decimals))
        .filter((ring) => ring.length >= 4);
      polygons.push([outerRounded, ...holesRounded]);
    }
  }
  return polygons;
}

function borderLines(topology, rectangles, decimals) {
  // Only the shared edges between two countries: coastlines come from the land fill.
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const lines = [];
  for (const line of borders.coordinates) {
    for (const rectangle of rectangles) {
      for (const piece of clipLine(line, rectangle)) {
        const rounded = roundPath(piece, decimals);
        if (rounded.length >= 2) lines.push(rounded);
      }
    }
  }
  return lines;
}

const detailed = readAtlas('countries-50m.json');
const coarse = readAtlas('countries-110m.json');

const basemap = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: {
        type: 'MultiPolygon',
        coordinates: [...landPolygons(detailed, [EUROPE], 3), ...landPolygons(coarse, OUTSIDE, 2)],
      },
    },
    {
      type: 'Feature',
      properties: { kind: 'border' },
      geometry: {
        type: 'MultiLineString',
        coordinates: [...borderLines(detailed, [EUROPE], 3), ...borderLines(coarse, OUTSIDE, 2)],
      },
    },
  ],
};

const target = join(here, 'basemap.json');
const text = JSON.stringify(basemap);
writeFileSync(target, text);
console.log(`wrote ${target}: ${(text.length / 1024).toFixed(0)} KB`);
