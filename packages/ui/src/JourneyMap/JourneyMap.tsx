import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { button } from '../Button/Button.css';
import { visuallyHidden } from '../theme/utils.css';
import { boundsAround, needsRefit } from './follow';
import * as styles from './JourneyMap.css';
import {
  buildScene,
  DEFAULT_BASE_LOCATION,
  DEFAULT_LINE_WEIGHT,
  DEFAULT_MAX_ZOOM,
  driverMarker,
  readThemeColours,
  type SceneInput,
  sameColours,
  summaryLines,
} from './scene';
import type {
  CreateMapAdapter,
  DriverPosition,
  JourneyPoint,
  LatLng,
  MapAdapter,
  MapColours,
  MapProvider,
  MapScene,
  MarkerSpec,
  RoutePoint,
} from './types';
import { useSay } from '../parts/words';

/** Props of `JourneyMap`: the journey in, readiness out. The component makes no network call of its own. */
export interface JourneyMapProps {
  /** Which map library draws the map; MapLibre (the default) works offline with the shipped basemap. */
  provider?: MapProvider;
  /** The provider's key (Google `key`, Bing `credentials`); MapLibre needs none. */
  apiKey?: string;
  /** MapLibre only: a tenant's style URL instead of the shipped offline basemap. */
  styleUrl?: string;
  /** Google only: the Map ID advanced markers need (Google's `DEMO_MAP_ID` when not given). */
  mapId?: string;
  /** The route line, as the quotation's RoutePath spells it. */
  route?: readonly RoutePoint[];
  /** The journey's addresses: Pickup, ViaAddress stops (in order) and Dropoff. */
  points?: readonly JourneyPoint[];
  /** The driver's position; the marker moves when this changes, without refitting the view (unless `follow`). */
  driver?: DriverPosition;
  /**
   * Keep the driver in view with the journey (live tracking): the view fits the route, the stops and the driver,
   * and fits again only when the driver would leave its padded middle. A pan or zoom of the user's own is kept
   * until they press "Re-centre".
   */
  follow?: boolean;
  /** Where to look when there is no route and no address yet. */
  center?: LatLng;
  /** Where to look when neither `center` nor anything else is known (the tenant's default base location). */
  fallbackCenter?: LatLng;
  /** The closest the map zooms, also when fitting (docs/behaviour/journey.md#maps: 18). */
  maxZoom?: number;
  /** The route line's width in pixels (3 unless set). */
  lineWeight?: number;
  /** The accessible name of the map region, e.g. "Journey map". */
  ariaLabel: string;
  /** Called once, when the map has first drawn the journey. */
  onReady?: () => void;
  /** Called when the provider's library cannot be loaded or the map cannot be created. */
  onError?: (error: unknown) => void;
  /** Extra class for the region (size it here or through the parent). */
  className?: string;
}

type AdapterModule = { createMapAdapter: CreateMapAdapter };

/** Each adapter is its own chunk: a map library is only fetched once a map of that provider renders. */
const adapterModules: Record<MapProvider, () => Promise<AdapterModule>> = {
  maplibre: () => import('./adapters/maplibre'),
  google: () => import('./adapters/google'),
  bing: () => import('./adapters/bing'),
};

/** Pixels one arrow key press pans the map. */
const PAN_STEP = 100;
/** What each key does: [pan x, pan y, zoom levels]. */
const KEY_ACTIONS: Record<string, readonly [number, number, number]> = {
  ArrowLeft: [-PAN_STEP, 0, 0],
  ArrowRight: [PAN_STEP, 0, 0],
  ArrowUp: [0, -PAN_STEP, 0],
  ArrowDown: [0, PAN_STEP, 0],
  '+': [0, 0, 1],
  '=': [0, 0, 1],
  '-': [0, 0, -1],
  _: [0, 0, -1],
};
const EMPTY_ROUTE: readonly RoutePoint[] = [];
const EMPTY_POINTS: readonly JourneyPoint[] = [];

type LoadState = 'loading' | 'ready' | 'error';

/** What the followed view fits: the scene's route and stops with the driver. */
function followedBounds(scene: MapScene, driver: MarkerSpec | undefined) {
  return boundsAround([...scene.route, ...scene.markers, ...(driver ? [driver] : [])]);
}

/** Draws the journey and the driver; when following, the view takes the driver in too (the first view shows the car). */
function drawJourney(
  adapter: MapAdapter,
  colours: MapColours,
  { sceneInput, driver, follow }: { sceneInput: Omit<SceneInput, 'driver'>; driver?: DriverPosition; follow: boolean },
) {
  const scene = buildScene({ ...sceneInput, driver }, colours);
  const marker = driverMarker(driver, colours);
  adapter.setScene(sceneToDraw(scene, marker, follow));
  adapter.setDriver(marker);
}

/** The scene to draw; when following, its view takes the driver in too. */
function sceneToDraw(scene: MapScene, driver: MarkerSpec | undefined, follow: boolean): MapScene {
  if (!follow || !driver) return scene;
  return { ...scene, bounds: followedBounds(scene, driver) };
}

/**
 * The journey map: the route line, Pickup / ViaAddress / Dropoff markers and the driver, fitted to the
 * route (never closer than `maxZoom`). A focusable, named region whose text summary lists the stops for
 * screen readers; arrow keys pan and + / - zoom.
 */
export function JourneyMap({
  provider = 'maplibre',
  apiKey,
  styleUrl,
  mapId,
  route = EMPTY_ROUTE,
  points = EMPTY_POINTS,
  driver,
  follow = false,
  center,
  fallbackCenter = DEFAULT_BASE_LOCATION,
  maxZoom = DEFAULT_MAX_ZOOM,
  lineWeight = DEFAULT_LINE_WEIGHT,
  ariaLabel,
  onReady,
  onError,
  className,
}: JourneyMapProps) {
  const say = useSay();
  const hostRef = useRef<HTMLDivElement>(null);
  const adapterRef = useRef<MapAdapter | undefined>(undefined);
  const coloursRef = useRef<MapColours | undefined>(undefined);
  const [loadState, setLoadState] = useState<LoadState>('loading');
  // The user moved the view themselves while it follows the driver: "Re-centre" brings the followed view back.
  const [moved, setMoved] = useState(false);
  const summaryId = useId();
  const hintId = useId();

  // Props arrive as fresh arrays on every render; compare their content so the map only redraws on change.
  const sceneInput = { route, points, center, fallbackCenter };
  const sceneKey = JSON.stringify(sceneInput);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sceneKey is the content of sceneInput
  const stableSceneInput = useMemo(() => sceneInput, [sceneKey]);
  const driverKey = JSON.stringify(driver ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: driverKey is the content of driver
  const stableDriver = useMemo(() => driver, [driverKey]);

  const latest = useRef({ sceneInput: stableSceneInput, driver: stableDriver, follow, onReady, onError });
  latest.current = { sceneInput: stableSceneInput, driver: stableDriver, follow, onReady, onError };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let cancelled = false;
    let adapter: MapAdapter | undefined;
    let announcedReady = false;
    setLoadState('loading');
    const colours = readThemeColours(host);
    coloursRef.current = colours;
    adapterModules[provider]()
      .then(({ createMapAdapter }) => createMapAdapter(host, { apiKey, styleUrl, mapId, maxZoom, lineWeight, colours }))
      .then((created) => {
        if (cancelled) {
          created.destroy();
          return;
        }
        adapter = created;
        adapterRef.current = created;
        drawJourney(created, colours, latest.current);
        created.onUserMove(() => {
          if (!cancelled && latest.current.follow) setMoved(true);
        });
        created.onIdle(() => {
          if (cancelled || announcedReady) return;
          announcedReady = true;
          setLoadState('ready');
          latest.current.onReady?.();
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setLoadState('error');
        latest.current.onError?.(error);
      });
    // A tenant theme applied at run time (a <style> in <head>, or a class/attribute on <html>) recolours the map.
    const themeObserver = new MutationObserver(() => {
      const next = readThemeColours(host);
      if (!adapter || sameColours(next, coloursRef.current)) return;
      coloursRef.current = next;
      adapter.setColours(next);
      drawJourney(adapter, next, latest.current);
    });
    themeObserver.observe(document.head, { childList: true, subtree: true, characterData: true });
    themeObserver.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'style', 'data-theme'],
    });
    return () => {
      cancelled = true;
      themeObserver.disconnect();
      adapterRef.current = undefined;
      adapter?.destroy();
    };
  }, [provider, apiKey, styleUrl, mapId, maxZoom, lineWeight]);

  // Layout changes (a page settling, a phone turned, a panel opening) resize the map and fit the journey again.
  useEffect(() => {
    const host = hostRef.current;
    if (!host || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    let lastSize = '';
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      const size = box ? `${Math.round(box.width)}x${Math.round(box.height)}` : '';
      if (size === lastSize) return;
      lastSize = size;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => adapterRef.current?.refit());
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the scene is drawn again when its content changes (drawJourney reads it from latest)
  useEffect(() => {
    const adapter = adapterRef.current;
    const colours = coloursRef.current;
    if (!adapter || !colours) return;
    setMoved(false);
    drawJourney(adapter, colours, latest.current);
  }, [stableSceneInput]);

  useEffect(() => {
    const adapter = adapterRef.current;
    const colours = coloursRef.current;
    if (!adapter || !colours) return;
    const marker = driverMarker(stableDriver, colours);
    adapter.setDriver(marker);
    if (!follow || !marker) return;
    // The view stays still while the car moves inside its padded middle; it fits again as the car nears an edge.
    const scene = buildScene({ ...latest.current.sceneInput, driver: stableDriver }, colours);
    const bounds = followedBounds(scene, marker);
    if (bounds && needsRefit(adapter.viewBounds(), [...scene.markers, marker])) adapter.follow(bounds);
  }, [stableDriver, follow]);

  const recentre = () => {
    const adapter = adapterRef.current;
    const colours = coloursRef.current;
    setMoved(false);
    if (!adapter || !colours) return;
    const { sceneInput: input, driver: position } = latest.current;
    const marker = driverMarker(position, colours);
    adapter.recentre(followedBounds(buildScene({ ...input, driver: position }, colours), marker));
    hostRef.current?.closest('section')?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const adapter = adapterRef.current;
    if (!adapter || event.altKey || event.ctrlKey || event.metaKey) return;
    const [x, y, zoom] = KEY_ACTIONS[event.key] ?? [0, 0, 0];
    if (x === 0 && y === 0 && zoom === 0) return;
    event.preventDefault();
    if (zoom !== 0) adapter.zoomBy(zoom);
    else adapter.panBy(x, y);
  };

  const lines = summaryLines(points, driver);

  return (
    <section
      aria-label={ariaLabel}
      aria-describedby={`${summaryId} ${hintId}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the map region takes focus so its keys (pan, zoom) work
      tabIndex={0}
      className={className ? `${styles.region} ${className}` : styles.region}
      data-provider={provider}
      data-state={loadState}
      onKeyDown={handleKeyDown}
    >
      <div ref={hostRef} className={styles.mapHost} />
      {loadState === 'loading' && <div className={styles.loading} aria-hidden="true" />}
      {loadState === 'error' && <div className={styles.placeholder}>{say('The map could not be loaded.')}</div>}
      {follow && moved && loadState === 'ready' && (
        <button
          type="button"
          className={`${button({ variant: 'secondary', size: 'medium' })} ${styles.recentre}`}
          onClick={recentre}
        >
          {say('Re-centre')}
        </button>
      )}
      <div id={summaryId} className={visuallyHidden}>
        {lines.length === 0 ? (
          <p>{say('No journey to show yet.')}</p>
        ) : (
          <ol aria-label={say('Journey stops')}>
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ol>
        )}
      </div>
      <p id={hintId} className={visuallyHidden}>
        {say('Use the arrow keys to move the map, plus and minus to zoom.')}
      </p>
    </section>
  );
}
