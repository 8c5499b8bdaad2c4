import {
  CONNECTION_WATCHER_MS,
  type ConnectionState,
  connectionNeedsRestart,
  KEEP_ALIVE_MS,
  parseLiveEvent,
  RECONNECT_DELAYS_MS,
  SERVER_TIMEOUT_MS,
} from '@cabkit/domain';
import type { HubConnection } from '@microsoft/signalr';
import type { TrackingKey } from './tracking-api';

/** The live connection's states (docs/behaviour/live-feed.md#reconnect: disconnected, connecting, connected, reconnecting, disconnecting). */
export type LiveState = ConnectionState;

/** One live update as the hub sends it (OnNewData kind and its JSON text, parsed). */
export interface LiveUpdate {
  kind: 'statusUpdate' | 'locationUpdate';
  data: Record<string, unknown>;
}

/** What a live connection reports. */
export interface LiveHandlers {
  onUpdate: (update: LiveUpdate) => void;
  onState: (state: LiveState) => void;
}

/** A device fingerprint kept in local storage, part of the hub's userName (docs/behaviour/people.md#remembered). */
function fingerprint(): string {
  const key = 'cabkit.device';
  try {
    const known = localStorage.getItem(key);
    if (known) return known;
    const made = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(key, made);
    return made;
  } catch {
    return 'web';
  }
}

/** The hub address with the userName (IP unknown to the page, fingerprint, job part id) and credentials. */
function hubUrl(key: TrackingKey, jobPartId: number, base = ''): string {
  const params = new URLSearchParams({ userName: `web_${fingerprint()}_${jobPartId}` });
  if (key.kind === 'code') params.set('code', key.code);
  if (key.kind === 'share') params.set('share', key.token);
  return `${base}/hubs/notification?${params.toString()}`;
}

/**
 * Opens the live feed for one leg with the real SignalR client (loaded here, so only the tracking page
 * fetches it): automatic reconnect at 0, 2, 10 and 30 s, server timeout 30 s, keep-alive 15 s, and a
 * watcher that every 10 s starts the connection again when it has given up or never started (a restarted
 * server, a long outage). Returns a function that closes it for good.
 */
export async function openLiveConnection(key: TrackingKey, jobPartId: number, handlers: LiveHandlers) {
  const signalr = await import('@microsoft/signalr');
  let stopped = false;
  const connection: HubConnection = new signalr.HubConnectionBuilder()
    .withUrl(hubUrl(key, jobPartId), { transport: signalr.HttpTransportType.WebSockets })
    .withAutomaticReconnect([...RECONNECT_DELAYS_MS])
    .configureLogging(signalr.LogLevel.None)
    .build();
  connection.serverTimeoutInMilliseconds = SERVER_TIMEOUT_MS;
  connection.keepAliveIntervalInMilliseconds = KEEP_ALIVE_MS;
  connection.on('OnNewData', (kind: unknown, json: unknown) => {
    if (typeof kind !== 'string' || typeof json !== 'string') return;
    // A malformed update is ignored; the next one carries the state.
    const event = parseLiveEvent(kind, json);
    if (event && event.data.JobPartId === jobPartId) handlers.onUpdate({ kind: event.kind, data: event.data });
  });
  connection.onreconnecting(() => handlers.onState('reconnecting'));
  connection.onreconnected(() => handlers.onState('connected'));
  connection.onclose(() => {
    if (!stopped) handlers.onState('disconnected');
  });

  let starting = false;
  const start = async () => {
    if (stopped || starting || !connectionNeedsRestart(connection.state)) return;
    starting = true;
    handlers.onState('connecting');
    try {
      await connection.start();
      if (!stopped) handlers.onState('connected');
    } catch {
      if (!stopped) handlers.onState('disconnected');
    } finally {
      starting = false;
    }
  };
  const watcher = setInterval(() => void start(), CONNECTION_WATCHER_MS);
  await start();
  return async () => {
    stopped = true;
    clearInterval(watcher);
    handlers.onState('disconnecting');
    await connection.stop().catch(() => {});
  };
}
