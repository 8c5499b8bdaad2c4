import { KEEP_ALIVE_MS } from '@cabkit/domain/model';
import { randomBytes } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { findNulText } from '../http/register';
import type { LiveBus, LiveUpdate } from './bus';
import {
  closeMessage,
  completionError,
  invocation,
  MessageType,
  parseHubMessage,
  ping,
  readHandshake,
  splitRecords,
  handshakeResponse,
} from './protocol';

/** The hub path the web app connects to ("a hub at the chat address with a notification path"). */
export const NOTIFICATION_HUB_PATH = '/hubs/notification';

/** The tenant Configuration's default ChatApiUrl, served as the same hub. */
export const CHAT_HUB_PATH = '/notificationhub';

/** Why a connection was closed when the session its grant rests on ended (sign-out, password change). */
const SESSION_ENDED = 'Your session has ended. Sign in again to follow your bookings.';

/** Why a connection was closed when the shared link it was opened with was stopped. */
const SHARE_STOPPED = 'This tracking link has been stopped.';

/** The client method every live update invokes. */
const CLIENT_METHOD = 'OnNewData';

/** Who a connection says it is: the userName query and an optional booking tracking code. */
interface HubIdentity {
  /** The userName query as sent (IP, device fingerprint and profile id or job part id). */
  userName: string;
  /** The profile id or job part id the userName ends with, if any. */
  subjectId: number | null;
  /** A booking's tracking code (query `code`), a guest's only credential. */
  trackingCode: string;
  /** A shared trip's token (query `share`): one leg, read-only, while the trip is under way. */
  shareToken?: string;
}

/** What a connection may receive: its owner's bookings and any job parts it proved it may follow. */
export interface HubGrant {
  customerId: number | null;
  bookerId: number | null;
  jobPartIds: ReadonlySet<number>;
  /** The key (token hash) of the session the grant rests on; the grant ends when that session does. */
  sessionKey?: string | null;
  /** The keys (token hashes) of the shared links the grant rests on; the grant ends when one is stopped. */
  shareKeys?: readonly string[];
}

/** The revocable credentials grants rest on, by key, as the hub asks about them. */
interface HubCredentialKeys {
  sessions: readonly string[];
  shares: readonly string[];
}

/** Answers which of the given credentials are still in force (the rest were revoked or have expired). */
export type HubRevalidator = (keys: HubCredentialKeys) => Promise<{
  sessions: ReadonlySet<string>;
  shares: ReadonlySet<string>;
}>;

/** Decides what a connecting user may follow; null refuses the connection. */
export type HubAuthoriser = (request: FastifyRequest, identity: HubIdentity) => Promise<HubGrant | null>;

/** Timings of the hub (docs/behaviour/live-feed.md#reconnect: keep-alive 15 s, server timeout 30 s). */
export interface HubOptions {
  keepAliveMs?: number;
  clientTimeoutMs?: number;
  /** How long a negotiated connection token waits for its WebSocket. */
  tokenTtlMs?: number;
  /**
   * The current state of what a grant may follow (status and position of each active leg), sent to a
   * connection as soon as its handshake completes and again when the bus says updates may have been missed.
   */
  snapshot?: HubSnapshot;
  /**
   * Checks the sessions and shared links grants rest on, every `revalidateMs` and at `revalidateNow()`, so a
   * revoked one stops receiving updates: without it a grant lasts as long as its socket.
   */
  revalidate?: HubRevalidator;
  /** How often every grant is checked again (default 5 s). */
  revalidateMs?: number;
  /** Socket limits (HUB_MAX_* in the environment; src/hub/README.md "Limits"). */
  limits?: Partial<HubLimits>;
}

/** How much one client may hold of the hub: the frame size and the sockets per credential and per address. */
export interface HubLimits {
  /** The largest frame (and unfinished message) a client may send, in bytes; a larger one closes with 1009. */
  maxMessageBytes: number;
  /** Open or negotiated sockets following one booking code or one shared link. */
  maxSocketsPerCode: number;
  /** Open or negotiated sockets of one session (one signed-in browser or app). */
  maxSocketsPerSession: number;
  /** Open or negotiated sockets from one client address (as trustProxy reads it). */
  maxSocketsPerAddress: number;
}

/** The limits when none are configured: a household's devices fit, a flood of sockets does not. */
const DEFAULT_HUB_LIMITS: HubLimits = {
  maxMessageBytes: 64 * 1024,
  maxSocketsPerCode: 10,
  maxSocketsPerSession: 10,
  maxSocketsPerAddress: 50,
};

/** Reads HUB_MAX_MESSAGE_BYTES and HUB_MAX_SOCKETS_PER_{CODE,SESSION,ADDRESS}; unset or invalid keeps the default. */
export function hubLimitsFromEnv(env: Record<string, string | undefined>): HubLimits {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  };
  return {
    maxMessageBytes: read('HUB_MAX_MESSAGE_BYTES', DEFAULT_HUB_LIMITS.maxMessageBytes),
    maxSocketsPerCode: read('HUB_MAX_SOCKETS_PER_CODE', DEFAULT_HUB_LIMITS.maxSocketsPerCode),
    maxSocketsPerSession: read('HUB_MAX_SOCKETS_PER_SESSION', DEFAULT_HUB_LIMITS.maxSocketsPerSession),
    maxSocketsPerAddress: read('HUB_MAX_SOCKETS_PER_ADDRESS', DEFAULT_HUB_LIMITS.maxSocketsPerAddress),
  };
}

/** What a refused negotiate says, per limit reached. */
const TOO_MANY_SOCKETS = {
  code: 'Too many live connections are following this booking. Close one and try again.',
  session: 'Too many live connections are open for this sign-in. Close one and try again.',
  address: 'Too many live connections come from this address. Close one and try again.',
} as const;

/** The largest negotiate body read (the client sends none). */
const NEGOTIATE_BODY_LIMIT = 4096;

/** Reads the current live state a grant covers, as the updates that would have produced it. */
export type HubSnapshot = (grant: HubGrant) => Promise<LiveUpdate[]>;

/** The keys a connection counts under, one per limit (no code: no code key). */
interface LimitKeys {
  code: string | null;
  session: string | null;
  address: string;
}

interface PendingConnection {
  connectionId: string;
  identity: HubIdentity;
  grant: HubGrant;
  limitKeys: LimitKeys;
  expiresAt: number;
}

interface LiveConnection {
  connectionId: string;
  identity: HubIdentity;
  grant: HubGrant;
  limitKeys: LimitKeys;
  socket: WebSocket;
  handshaken: boolean;
  buffer: string;
  lastReceivedAt: number;
}

/** Reads the profile or job part id at the end of a userName ("203.0.113.9_ab12cd_42" gives 42). */
export function parseUserName(userName: string): number | null {
  const match = /(?:^|[_|:\-\s.])(\d{1,12})$/.exec(userName.trim());
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether a connection with this grant may receive this update (owner only). */
function grantAllows(grant: HubGrant, update: LiveUpdate): boolean {
  if (grant.customerId !== null && update.ownerCustomerId === grant.customerId) return true;
  if (grant.bookerId !== null && update.ownerBookerId === grant.bookerId) return true;
  return grant.jobPartIds.has(update.jobPartId);
}

function token(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

function queryText(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The notification hub: negotiate, WebSocket transport, handshake, keep-alive and delivery of live updates
 * from the bus to the connections whose grant covers the booking.
 */
export class NotificationHub {
  private readonly pending = new Map<string, PendingConnection>();
  private readonly connections = new Map<string, LiveConnection>();
  private readonly keepAliveMs: number;
  private readonly clientTimeoutMs: number;
  private readonly tokenTtlMs: number;
  private readonly snapshot: HubSnapshot | null;
  private readonly revalidate: HubRevalidator | null;
  private readonly revalidateMs: number;
  private readonly limits: HubLimits;
  private revalidateTimer: NodeJS.Timeout | null = null;
  private revalidating: Promise<void> | null = null;
  private revalidateAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private unsubscribeResync: (() => void) | null = null;

  constructor(
    private readonly bus: LiveBus,
    private readonly authorise: HubAuthoriser,
    options: HubOptions = {},
  ) {
    this.keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;
    this.clientTimeoutMs = options.clientTimeoutMs ?? 30_000;
    this.tokenTtlMs = options.tokenTtlMs ?? 60_000;
    this.snapshot = options.snapshot ?? null;
    this.revalidate = options.revalidate ?? null;
    this.revalidateMs = options.revalidateMs ?? 5_000;
    this.limits = { ...DEFAULT_HUB_LIMITS, ...options.limits };
  }

  /** The number of open, handshaken connections (for health checks and tests). */
  get connectionCount(): number {
    let count = 0;
    for (const c of this.connections.values()) if (c.handshaken) count++;
    return count;
  }

  /** Registers negotiate and the WebSocket route at each path on a Fastify instance and starts delivering. */
  async register(app: FastifyInstance, paths: readonly string[] = [NOTIFICATION_HUB_PATH]): Promise<void> {
    await app.register(async (scope) => {
      if (!scope.hasDecorator('websocketServer')) {
        // Say goodbye with a close message before the plugin closes the sockets on shutdown.
        await scope.register(websocket, {
          // ws refuses a longer frame from its header (close 1009), before buffering any of it.
          options: { maxPayload: this.limits.maxMessageBytes },
          preClose: async () => {
            await this.close();
            for (const client of scope.websocketServer.clients) client.close(1001);
          },
        });
      }
      // The client posts negotiate with an empty body and a text content type; accept any body, read none.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NEGOTIATE_BODY_LIMIT }, (_req, _body, done) =>
        done(null, null),
      );

      for (const path of paths) {
        scope.post(`${path}/negotiate`, { bodyLimit: NEGOTIATE_BODY_LIMIT }, async (request, reply) =>
          this.negotiate(request, reply),
        );

        scope.get(
          path,
          {
            websocket: true,
            preValidation: async (request, reply) => {
              const id = queryText(request, 'id');
              const entry = this.pending.get(id);
              if (!entry || entry.expiresAt < Date.now()) {
                this.pending.delete(id);
                return reply.code(404).send({ Code: 2, Message: 'No connection with that id.' });
              }
            },
          },
          (socket, request) => this.accept(socket, queryText(request, 'id')),
        );
      }
    });
    this.unsubscribe = this.bus.subscribe((update) => this.deliver(update));
    this.unsubscribeResync =
      this.bus.onResync?.(() => {
        for (const connection of this.connections.values()) if (connection.handshaken) this.sendSnapshot(connection);
      }) ?? null;
    this.timer = setInterval(() => this.tick(), Math.max(20, Math.min(this.keepAliveMs / 3, 5_000)));
    this.timer.unref();
    if (this.revalidate) {
      this.revalidateTimer = setInterval(() => void this.revalidateNow(), this.revalidateMs);
      this.revalidateTimer.unref();
    }
    app.addHook('preClose', async () => this.close());
  }

  private async negotiate(request: FastifyRequest, reply: FastifyReply) {
    // PostgreSQL cannot hold a NUL character: a query text with one is malformed input, not a database fault.
    const nul = findNulText(request.query);
    if (nul) return reply.code(400).send({ Code: 2, Message: `${nul}: must not contain NUL characters` });
    const version = queryText(request, 'negotiateVersion');
    const userName = queryText(request, 'userName').slice(0, 512);
    const identity: HubIdentity = {
      userName,
      subjectId: parseUserName(userName),
      trackingCode: queryText(request, 'code').slice(0, 64),
      shareToken: queryText(request, 'share').slice(0, 64),
    };
    const grant = await this.authorise(request, identity);
    if (!grant) {
      return reply.code(401).send({ Code: 2, Message: 'Sign in or give the booking code to follow this booking.' });
    }
    const limitKeys: LimitKeys = {
      code: identity.trackingCode
        ? `code:${identity.trackingCode}`
        : identity.shareToken
          ? `share:${identity.shareToken}`
          : null,
      session:
        grant.sessionKey ??
        (grant.customerId !== null ? `c:${grant.customerId}` : grant.bookerId !== null ? `b:${grant.bookerId}` : null),
      address: request.ip,
    };
    const refusal = this.overLimit(limitKeys);
    if (refusal) return reply.code(429).send({ Code: 2, Message: refusal });
    const connectionId = token(16);
    const connectionToken = token(32);
    this.pending.set(connectionToken, {
      connectionId,
      identity,
      grant,
      limitKeys,
      expiresAt: Date.now() + this.tokenTtlMs,
    });
    const transports = [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }];
    if (version === '' || version === '0') return { connectionId, availableTransports: transports };
    return { negotiateVersion: 1, connectionId, connectionToken, availableTransports: transports };
  }

  /**
   * Says which limit a new connection with these keys would pass, or null. Negotiated tokens count as well as
   * open sockets, so negotiating many tokens first and upgrading them later gains nothing.
   */
  private overLimit(keys: LimitKeys): string | null {
    let code = 0;
    let session = 0;
    let address = 0;
    const now = Date.now();
    for (const entry of [...this.pending.values(), ...this.connections.values()]) {
      if ('expiresAt' in entry && entry.expiresAt < now) continue;
      if (keys.code !== null && entry.limitKeys.code === keys.code) code++;
      if (keys.session !== null && entry.limitKeys.session === keys.session) session++;
      if (entry.limitKeys.address === keys.address) address++;
    }
    if (code >= this.limits.maxSocketsPerCode) return TOO_MANY_SOCKETS.code;
    if (session >= this.limits.maxSocketsPerSession) return TOO_MANY_SOCKETS.session;
    if (address >= this.limits.maxSocketsPerAddress) return TOO_MANY_SOCKETS.address;
    return null;
  }

  private accept(socket: WebSocket, connectionToken: string): void {
    const entry = this.pending.get(connectionToken);
    this.pending.delete(connectionToken);
    if (!entry) {
      socket.close(1008, 'Unknown connection');
      return;
    }
    const connection: LiveConnection = {
      connectionId: entry.connectionId,
      identity: entry.identity,
      grant: entry.grant,
      limitKeys: entry.limitKeys,
      socket,
      handshaken: false,
      buffer: '',
      lastReceivedAt: Date.now(),
    };
    this.connections.set(connection.connectionId, connection);
    socket.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => this.receive(connection, data));
    socket.on('close', () => this.connections.delete(connection.connectionId));
    socket.on('error', () => this.connections.delete(connection.connectionId));
  }

  private receive(connection: LiveConnection, data: Buffer | ArrayBuffer | Buffer[]): void {
    connection.lastReceivedAt = Date.now();
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8');
    connection.buffer += text;
    if (connection.buffer.length > this.limits.maxMessageBytes) {
      this.drop(connection, 'Message too large.');
      return;
    }
    const { records, rest } = splitRecords(connection.buffer);
    connection.buffer = rest;
    for (const record of records) {
      if (!connection.handshaken) {
        const result = readHandshake(record);
        if (!result.ok) {
          connection.socket.send(handshakeResponse(result.error));
          connection.socket.close(1002, 'Handshake failed');
          this.connections.delete(connection.connectionId);
          return;
        }
        connection.handshaken = true;
        connection.socket.send(handshakeResponse());
        this.sendSnapshot(connection);
        continue;
      }
      this.handle(connection, record);
    }
  }

  private handle(connection: LiveConnection, record: string): void {
    const message = parseHubMessage(record);
    if (!message) {
      this.drop(connection, 'Invalid hub message.');
      return;
    }
    switch (message.type) {
      case MessageType.Ping:
        return;
      case MessageType.Close:
        connection.socket.close(1000);
        this.connections.delete(connection.connectionId);
        return;
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        if (typeof message.invocationId === 'string') {
          const target = typeof message.target === 'string' ? message.target : '';
          connection.socket.send(completionError(message.invocationId, `Unknown hub method '${target}'`));
        }
        return;
      default:
        return;
    }
  }

  private drop(connection: LiveConnection, error: string): void {
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(closeMessage(error, false));
      connection.socket.close(1002, 'Protocol error');
    }
    this.connections.delete(connection.connectionId);
  }

  private deliver(update: LiveUpdate): void {
    const message = invocation(CLIENT_METHOD, [update.kind, JSON.stringify(update.payload)]);
    for (const connection of this.connections.values()) {
      if (!connection.handshaken || !grantAllows(connection.grant, update)) continue;
      if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(message);
    }
  }

  /** Sends one connection the current state it may follow (a connect, a reconnect, or the bus back). */
  private sendSnapshot(connection: LiveConnection): void {
    if (!this.snapshot) return;
    this.snapshot(connection.grant).then(
      (updates) => {
        for (const update of updates) {
          if (!grantAllows(connection.grant, update)) continue;
          if (connection.socket.readyState !== connection.socket.OPEN) return;
          connection.socket.send(invocation(CLIENT_METHOD, [update.kind, JSON.stringify(update.payload)]));
        }
      },
      () => {
        // the database is unavailable: the next live update brings the state instead
      },
    );
  }

  /**
   * Checks every grant's session and shared links now and closes the connections (and forgets the negotiated
   * tokens) whose credential was revoked or expired. Calls while a check runs make it run once more after it,
   * so a revocation that lands during a check is never missed. A failing check keeps the connections: the
   * next one decides.
   */
  revalidateNow(): Promise<void> {
    if (!this.revalidate) return Promise.resolve();
    if (this.revalidating) {
      this.revalidateAgain = true;
      return this.revalidating;
    }
    const run = async () => {
      do {
        this.revalidateAgain = false;
        await this.checkGrants();
      } while (this.revalidateAgain);
    };
    this.revalidating = run().finally(() => {
      this.revalidating = null;
    });
    return this.revalidating;
  }

  private async checkGrants(): Promise<void> {
    if (!this.revalidate) return;
    const sessions = new Set<string>();
    const shares = new Set<string>();
    for (const { grant } of [...this.connections.values(), ...this.pending.values()]) {
      if (grant.sessionKey) sessions.add(grant.sessionKey);
      for (const key of grant.shareKeys ?? []) shares.add(key);
    }
    if (sessions.size === 0 && shares.size === 0) return;
    let live: Awaited<ReturnType<HubRevalidator>>;
    try {
      live = await this.revalidate({ sessions: [...sessions], shares: [...shares] });
    } catch {
      return;
    }
    // Only keys that were asked about can be judged: a connection made during the check waits for the next.
    const revoked = (grant: HubGrant): string | null => {
      if (grant.sessionKey && sessions.has(grant.sessionKey) && !live.sessions.has(grant.sessionKey)) {
        return SESSION_ENDED;
      }
      for (const key of grant.shareKeys ?? []) if (shares.has(key) && !live.shares.has(key)) return SHARE_STOPPED;
      return null;
    };
    for (const [key, entry] of this.pending) if (revoked(entry.grant)) this.pending.delete(key);
    for (const connection of [...this.connections.values()]) {
      const reason = revoked(connection.grant);
      if (!reason) continue;
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(closeMessage(reason, false));
        connection.socket.close(1008, 'Credential revoked');
      }
      this.connections.delete(connection.connectionId);
    }
  }

  private lastPingAt = 0;

  private tick(): void {
    const now = Date.now();
    for (const [key, entry] of this.pending) if (entry.expiresAt < now) this.pending.delete(key);
    const sendPing = now - this.lastPingAt >= this.keepAliveMs - 50;
    if (sendPing) this.lastPingAt = now;
    for (const connection of this.connections.values()) {
      if (now - connection.lastReceivedAt > this.clientTimeoutMs) {
        this.drop(connection, 'Server timeout elapsed without receiving a message from the client.');
        continue;
      }
      if (sendPing && connection.handshaken && connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(ping());
      }
    }
  }

  /**
   * Drains this instance: tells every client to reconnect (close message with allowReconnect) and closes
   * the sockets, so clients with automatic reconnect move to another instance (or come back). Returns how
   * many were drained.
   */
  drain(): number {
    let drained = 0;
    for (const connection of this.connections.values()) {
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(closeMessage('The server is restarting.', true));
        connection.socket.close(1012, 'Service restart');
        drained++;
      }
    }
    this.connections.clear();
    return drained;
  }

  /** Sends every client the close message and closes the sockets (the clients may reconnect elsewhere). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.revalidateTimer) clearInterval(this.revalidateTimer);
    this.revalidateTimer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.unsubscribeResync?.();
    this.unsubscribeResync = null;
    for (const connection of this.connections.values()) {
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(closeMessage(undefined, true));
        // 1001 "going away": the server is stopping, not the connection failing; the client may reconnect.
        connection.socket.close(1001, 'Server shutting down');
      }
    }
    this.connections.clear();
    this.pending.clear();
  }
}
