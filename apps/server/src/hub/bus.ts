import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The two kinds of live update the web app listens for (docs/behaviour/live-feed.md#events Tracking update). */
type LiveUpdateKind = 'statusUpdate' | 'locationUpdate';

/** One live update about one job part, addressed to that booking's owner. */
export interface LiveUpdate {
  kind: LiveUpdateKind;
  /** The job part (booking reference) the update is about. */
  jobPartId: number;
  /** The customer who owns the booking (null for a guest booking: only its tracking code reaches it). */
  ownerCustomerId: number | null;
  /** The booker who made the booking, when a booker did (they own it too). */
  ownerBookerId: number | null;
  /** The JSON object sent to the client as the invocation's second argument (as JSON text). */
  payload: Record<string, unknown>;
}

/** Carries live updates from whichever instance produced them to every instance holding connections. */
export interface LiveBus {
  /** Sends an update to every subscriber on every instance. */
  publish(update: LiveUpdate): Promise<void>;
  /** Listens for updates; returns a function that stops listening. */
  subscribe(listener: (update: LiveUpdate) => void): () => void;
  /** Releases connections; publishing afterwards is an error. */
  close(): Promise<void>;
  /**
   * Listens for the moments updates from other instances may have been missed (the shared transport came
   * back after an outage), so holders of connections can resend the current state; returns a function that
   * stops listening. A bus inside one process never misses anything and never calls it.
   */
  onResync?(listener: () => void): () => void;
}

/** Checks an update that came off the wire (another instance may run another version). */
function isLiveUpdate(value: unknown): value is LiveUpdate {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    (u.kind === 'statusUpdate' || u.kind === 'locationUpdate') &&
    typeof u.jobPartId === 'number' &&
    (u.ownerCustomerId === null || typeof u.ownerCustomerId === 'number') &&
    (u.ownerBookerId === null || typeof u.ownerBookerId === 'number') &&
    typeof u.payload === 'object' &&
    u.payload !== null
  );
}

/** A bus inside one process: enough for a single server instance. */
export class InProcessBus implements LiveBus {
  private readonly listeners = new Set<(update: LiveUpdate) => void>();
  private closed = false;

  async publish(update: LiveUpdate): Promise<void> {
    if (this.closed) throw new Error('The live bus is closed.');
    for (const listener of [...this.listeners]) listener(update);
  }

  subscribe(listener: (update: LiveUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
  }
}

/**
 * A bus over Redis pub/sub, so every server instance sharing the Redis delivers to its own connections.
 * Delivery to this instance's own listeners never goes through Redis: `publish` hands the update to them
 * at once and then publishes it for the other instances (each message carries this bus's origin id, so
 * it is not delivered twice here). While Redis is down, the other instances miss updates; when the
 * subscriber is back, `onResync` listeners are told so they can send their connections the current state.
 */
export class RedisBus implements LiveBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(update: LiveUpdate) => void>();
  private readonly resyncListeners = new Set<() => void>();
  private readonly ready: Promise<unknown>;
  private readonly origin = randomBytes(12).toString('base64url');
  private lostSubscriber = false;

  /** The last connection error (ioredis reconnects by itself; this is for health checks and logs). */
  lastError: Error | null = null;

  constructor(
    redisUrl: string,
    private readonly channel = 'cabkit:live',
    onError?: (error: Error) => void,
  ) {
    // No offline queue for publishing: while Redis is down a publish fails at once instead of piling up
    // stale positions to replay later (the current state is resent on resync instead).
    this.publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.subscriber = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const remember = (error: Error) => {
      this.lastError = error;
      onError?.(error);
    };
    this.publisher.on('error', remember);
    this.subscriber.on('error', remember);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (!isLiveUpdate(parsed)) return;
      if ((parsed as { origin?: unknown }).origin === this.origin) return;
      this.emit(parsed);
    });
    this.subscriber.on('close', () => {
      this.lostSubscriber = true;
    });
    // ioredis resubscribes by itself once reconnected; 'ready' then means the channel is live again.
    this.subscriber.on('ready', () => {
      if (!this.lostSubscriber) return;
      this.lostSubscriber = false;
      for (const listener of [...this.resyncListeners]) listener();
    });
    // Ready when both connections are: the publisher has no offline queue, so a publish before its connection
    // is up is dropped (recorded in lastError), and a caller waiting for readiness must not publish into that.
    const publisherReady = new Promise<void>((resolve) => {
      if (this.publisher.status === 'ready') resolve();
      else this.publisher.once('ready', () => resolve());
    });
    this.ready = Promise.all([this.subscriber.subscribe(this.channel), publisherReady]);
  }

  private emit(update: LiveUpdate): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(update);
      } catch {
        // one listener's failure never stops delivery to the others
      }
    }
  }

  /** Resolves once the subscription is active and the publisher connected (earlier updates may be lost). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  /**
   * Delivers to this instance's listeners at once, then to the other instances through Redis. A Redis
   * failure is recorded (lastError) and not thrown: local delivery has happened and must not depend on it.
   */
  async publish(update: LiveUpdate): Promise<void> {
    this.emit(update);
    try {
      await this.publisher.publish(this.channel, JSON.stringify({ ...update, origin: this.origin }));
    } catch (error) {
      this.lastError = error instanceof Error ? error : new Error(String(error));
    }
  }

  subscribe(listener: (update: LiveUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    this.resyncListeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

/** The bus for this configuration: Redis when a URL is given, in-process otherwise. */
export function createLiveBus(redisUrl: string | undefined, onError?: (error: Error) => void): LiveBus {
  return redisUrl ? new RedisBus(redisUrl, undefined, onError) : new InProcessBus();
}
