import { type ResponseOf, trackingEndpoints } from '@cabkit/contract';
import { type Answered, answerIn, call, loadAnswers, type RouteAnswers } from '../../../api/client';

/** What a tracking page follows: a booking id (its owner), a tracking code (a guest) or a shared link. */
export type TrackingKey =
  | { kind: 'id'; id: number }
  | { kind: 'code'; code: string }
  | { kind: 'share'; token: string };

/** A leg's status, driver, position and route as GET trackvehicle answers it. */
export type TrackedVehicle = ResponseOf<typeof trackingEndpoints.trackVehicle>;

/** The query of the tracking calls for a key (the leg once known, so a return leg stays the same leg). */
function trackingQuery(key: TrackingKey, jobPartId = 0) {
  if (key.kind === 'share') return { jobpartid: 0, id: 0, code: '', share: key.token };
  if (key.kind === 'code') return { jobpartid: jobPartId, id: 0, code: key.code, share: '' };
  return { jobpartid: jobPartId, id: jobPartId ? 0 : key.id, code: '', share: '' };
}

/** Reads the leg's current state (GET /api/trackvehicle). */
export function getTrackedVehicle(key: TrackingKey, signal?: AbortSignal): Promise<TrackedVehicle> {
  return call(trackingEndpoints.trackVehicle, { query: trackingQuery(key), signal });
}

/** What the tracking page's route loader reads: the leg as it is now. */
export function trackingAnswers(key: TrackingKey): Promise<RouteAnswers> {
  return loadAnswers([[trackingEndpoints.trackVehicle, { query: trackingQuery(key) }]]);
}

/** The leg in the answers of the page's route loader; undefined when it made no such call. */
export function loadedTrackedVehicle(
  answers: RouteAnswers | null,
  key: TrackingKey,
): Answered<TrackedVehicle> | undefined {
  return answerIn(answers, trackingEndpoints.trackVehicle, { query: trackingQuery(key) });
}

/** Creates a read-only link to this leg (POST /api/sharetrip, the booking's owner only); returns its address. */
export async function createShareLink(jobPartId: number, origin = window.location.origin): Promise<string> {
  const answer = await call(trackingEndpoints.shareTrip, { body: { jobpartid: jobPartId } });
  return `${origin}/tracking/share/${encodeURIComponent(answer.Token)}`;
}

/** A live shared link to a leg, as its owner sees it (the link itself is not kept, only when it was made). */
export type ShareLink = ResponseOf<typeof trackingEndpoints.tripShares>['Shares'][number];

/** The leg's live shared links, oldest first (GET /api/tripshares, the booking's owner only). */
export async function listShareLinks(jobPartId: number, signal?: AbortSignal): Promise<ShareLink[]> {
  const answer = await call(trackingEndpoints.tripShares, { query: { jobpartid: jobPartId }, signal });
  return answer.Shares;
}

/** Stops one shared link (POST /api/stoptripshare): it no longer opens the trip, and its viewers are cut off. */
export async function stopShareLink(id: number): Promise<void> {
  await call(trackingEndpoints.stopTripShare, { body: { id } });
}
