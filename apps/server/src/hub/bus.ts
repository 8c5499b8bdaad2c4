import { Redis } from 'ioredis';

/** The two kinds of live update the web app listens for (docs/behaviour/live-feed.md#events Tracking update). */
export type LiveUpdateKind = 'statusUpdate' | 'locationUpdate';

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
}

/** Checks an update that came off the wire (another instance may run another version). */
export function isLiveUpdate(value: unknown): value is LiveUpdate {
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

/** A bus over Redis pub/sub, so every server instance sharing the Redis delivers to its own connections. */
export class RedisBus implements LiveBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(update: LiveUpdate) => void>();
  private readonly ready: Promise<unknown>;

  /** The last connection error (ioredis reconnects by itself; this is for health checks and logs). */
  lastError: Error | null = null;

  constructor(
    redisUrl: string,
    private readonly channel = 'cabkit:live',
    onError?: (error: Error) => void,
  ) {
    this.publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
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
      for (const listener of [...this.listeners]) listener(parsed);
    });
    this.ready = this.subscriber.subscribe(this.channel);
  }

  /** Resolves once the subscription is active (updates published before that are not seen here). */
  async whenReady(): Promise<void> {
    await this.ready;
  }

  async publish(update: LiveUpdate): Promise<void> {
    await this.publisher.publish(this.channel, JSON.stringify(update));
  }

  subscribe(listener: (update: LiveUpdate) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

/** The bus for this configuration: Redis when a URL is given, in-process otherwise. */
export function createLiveBus(redisUrl: string | undefined, onError?: (error: Error) => void): LiveBus {
  return redisUrl ? new RedisBus(redisUrl, undefined, onError) : new InProcessBus();
}
