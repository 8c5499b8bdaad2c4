import type { Bounds, MapScene } from '../types';

/**
 * The journey view a map adapter keeps: the last scene shown and whether the user has moved the map since (panned
 * or zoomed), so a resize or the driver's moves leave their view alone until they recentre. `fit` draws a scene on
 * the adapter's own map, eased when `animate`.
 */
export function sceneCamera(fit: (scene: MapScene, animate: boolean) => void) {
  let lastScene: MapScene | undefined;
  let userMoved = false;
  const userMoveCallbacks: (() => void)[] = [];
  return {
    /** Fits a new scene, forgetting any move of the user's. */
    show(scene: MapScene) {
      lastScene = scene;
      userMoved = false;
      fit(scene, false);
    },
    /** Fits the scene again (after a resize) unless the user moved the map. */
    refit() {
      if (lastScene && !userMoved) fit(lastScene, false);
    },
    follow(bounds: Bounds) {
      if (!lastScene || userMoved) return;
      lastScene = { ...lastScene, bounds };
      fit(lastScene, true);
    },
    recentre(bounds?: Bounds) {
      userMoved = false;
      if (lastScene && bounds) lastScene = { ...lastScene, bounds };
      if (lastScene) fit(lastScene, true);
    },
    onUserMove(callback: () => void) {
      userMoveCallbacks.push(callback);
    },
    /** The user panned or zoomed: tells the listeners the first time. */
    movedByUser() {
      if (!userMoved) for (const callback of userMoveCallbacks) callback();
      userMoved = true;
    },
    /** Forgets the listeners (the map is going). */
    forget() {
      userMoveCallbacks.length = 0;
    },
  };
}
