/**
 * The SignalR JSON hub protocol, as far as a server-to-client notification hub needs it.
 * Spec of record: dotnet/aspnetcore `src/SignalR/docs/specs/HubProtocol.md` and `TransportProtocols.md`.
 */

/** The record separator that ends every JSON hub message (0x1e). */
export const RECORD_SEPARATOR = '\x1e';

/** Hub message types of the JSON protocol. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

/** A hub message as it arrives from a client (only `type` is guaranteed). */
export interface IncomingHubMessage {
  type: number;
  invocationId?: string;
  target?: string;
  arguments?: unknown[];
  [key: string]: unknown;
}

/** The outcome of reading a handshake request. */
export type HandshakeResult = { ok: true } | { ok: false; error: string };

/** Splits a text frame into its messages (a frame can hold several; the last is empty after the final separator). */
export function splitRecords(frame: string): { records: string[]; rest: string } {
  const parts = frame.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

/** Reads the client's handshake request and says whether this server speaks its protocol. */
export function readHandshake(record: string): HandshakeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(record);
  } catch {
    return { ok: false, error: 'Handshake request is not valid JSON.' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { ok: false, error: 'Handshake request is invalid.' };
  const { protocol, version } = parsed as { protocol?: unknown; version?: unknown };
  if (protocol !== 'json') return { ok: false, error: `The protocol '${String(protocol)}' is not supported.` };
  if (version !== 1) return { ok: false, error: `The protocol version '${String(version)}' is not supported.` };
  return { ok: true };
}

/** Parses one hub message from a client, or null when it is not a JSON object with a numeric type. */
export function parseHubMessage(record: string): IncomingHubMessage | null {
  try {
    const parsed: unknown = JSON.parse(record);
    if (typeof parsed !== 'object' || parsed === null) return null;
    if (typeof (parsed as { type?: unknown }).type !== 'number') return null;
    return parsed as IncomingHubMessage;
  } catch {
    return null;
  }
}

/** Frames a value as one JSON hub record. */
function frame(message: unknown): string {
  return JSON.stringify(message) + RECORD_SEPARATOR;
}

/** The handshake response: empty on success, with an error otherwise. */
export function handshakeResponse(error?: string): string {
  return frame(error ? { error } : {});
}

/** A non-blocking invocation of a client method (no invocation id: the server expects no answer). */
export function invocation(target: string, args: unknown[]): string {
  return frame({ type: MessageType.Invocation, target, arguments: args });
}

/** The keep-alive ping. */
export function ping(): string {
  return frame({ type: MessageType.Ping });
}

/** The close message; an error tells the client why, allowReconnect whether to try again. */
export function closeMessage(error?: string, allowReconnect?: boolean): string {
  const message: Record<string, unknown> = { type: MessageType.Close };
  if (error) message.error = error;
  if (allowReconnect !== undefined) message.allowReconnect = allowReconnect;
  return frame(message);
}

/** A completion carrying an error, for invocations of methods this hub does not have. */
export function completionError(invocationId: string, error: string): string {
  return frame({ type: MessageType.Completion, invocationId, error });
}
