import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-pdf';

/** The refusal when the report worker already has a full queue. */
export const PDF_BUSY_MESSAGE = 'Many invoice PDFs are being made just now: please try again in a minute.';

/** Thrown when the report worker's queue is full (the caller answers PDF_BUSY_MESSAGE). */
export class PdfBusyError extends Error {
  constructor() {
    super(PDF_BUSY_MESSAGE);
    this.name = 'PdfBusyError';
  }
}

/** Renders invoice PDFs off the request thread, each distinct document once. */
export interface InvoicePdfRenderer {
  /** The document's PDF: from the cache when this very document was rendered before, else from the worker. */
  render(document: InvoiceDocument): Promise<Uint8Array>;
  /** Stops the worker; renders still waiting fail. */
  close(): Promise<void>;
}

/** Limits of the report worker. */
export interface PdfPoolOptions {
  /** Renders waiting behind the running one before more are refused (PdfBusyError). */
  maxQueue?: number;
  /** A render running longer than this is stopped (the worker is replaced) and fails. */
  timeoutMs?: number;
  /** Bytes of rendered PDFs kept; the least recently used go first. */
  cacheBytes?: number;
}

interface Job {
  id: number;
  document: InvoiceDocument;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  /** Set once the job was given to a second worker after the first one stopped under it. */
  retried?: boolean;
}

type WorkerAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Starts the worker: the bundle's dist/invoice-pdf-worker.js beside dist/main.js, or, from the TypeScript sources
 * (vitest, tsx), invoice-pdf-worker.ts loaded through tsx, which a bare worker thread cannot run on its own.
 */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./invoice-pdf-worker.js', here));
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./invoice-pdf-worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  // tsx's disk cache is shared by every process on the machine; a file another one is half-way through writing
  // would stop the worker, so the worker compiles its few sources itself.
  return new Worker(boot, { eval: true, env: { ...process.env, TSX_DISABLE_CACHE: '1' } });
}

/** A key naming the document's whole content: the same invoice snapshot gives the same key. */
function documentKey(document: InvoiceDocument): string {
  return createHash('sha256').update(JSON.stringify(document)).digest('hex');
}

/**
 * A pool of one report worker with a bounded queue, and a cache of rendered PDFs keyed by their document (an
 * issued invoice's snapshot never changes, so its PDF is rendered once). Concurrent asks for one document share a
 * render.
 */
export function createInvoicePdfRenderer(options: PdfPoolOptions = {}): InvoicePdfRenderer {
  const maxQueue = options.maxQueue ?? 8;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const cacheBytes = options.cacheBytes ?? 32 * 1024 * 1024;
  const cache = new Map<string, Uint8Array>();
  let cachedBytes = 0;
  const inFlight = new Map<string, Promise<Uint8Array>>();
  const queue: Job[] = [];
  let running: Job | null = null;
  let timer: NodeJS.Timeout | null = null;
  let worker: Worker | null = null;
  let nextId = 1;
  let closed = false;

  const remember = (key: string, pdf: Uint8Array) => {
    if (pdf.byteLength > cacheBytes) return;
    cache.set(key, pdf);
    cachedBytes += pdf.byteLength;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.byteLength;
    }
  };

  const finish = (answer: WorkerAnswer) => {
    const job = running;
    if (!job || job.id !== answer.id) return;
    running = null;
    if (timer) clearTimeout(timer);
    if ('pdf' in answer) job.resolve(answer.pdf);
    else job.reject(new Error(answer.error));
    pump();
  };

  // A stopped worker is replaced by the next render. A worker that crashed under a render gets the render again
  // once, from a new worker (a crash is the thread's fault, not the document's); a render over time fails.
  const drop = (failed: Worker, error: Error, retry: boolean) => {
    if (worker !== failed) return;
    worker = null;
    const job = running;
    running = null;
    if (timer) clearTimeout(timer);
    if (job && retry && !job.retried) {
      job.retried = true;
      queue.unshift(job);
    } else job?.reject(error);
    pump();
  };

  const ensureWorker = (): Worker => {
    if (worker) return worker;
    const started = startWorker();
    started.unref();
    started.on('message', finish);
    started.on('error', (error) => drop(started, error, true));
    started.on('exit', (code) => drop(started, new Error(`The report worker stopped (exit code ${code}).`), true));
    worker = started;
    return started;
  };

  function pump(): void {
    if (running || closed) return;
    const job = queue.shift();
    if (!job) return;
    running = job;
    const current = ensureWorker();
    timer = setTimeout(() => {
      drop(current, new Error(`The invoice PDF took longer than ${timeoutMs} ms.`), false);
      void current.terminate();
    }, timeoutMs);
    timer.unref();
    current.postMessage({ id: job.id, document: job.document });
  }

  const enqueue = (document: InvoiceDocument) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (closed) return reject(new Error('The report worker is closed.'));
      if (queue.length >= maxQueue) return reject(new PdfBusyError());
      queue.push({ id: nextId++, document, resolve, reject });
      pump();
    });

  return {
    render(document) {
      const key = documentKey(document);
      const hit = cache.get(key);
      if (hit) {
        // Most recently used goes last, so it is dropped last.
        cache.delete(key);
        cache.set(key, hit);
        return Promise.resolve(hit);
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const rendering = enqueue(document).then(
        (pdf) => {
          inFlight.delete(key);
          remember(key, pdf);
          return pdf;
        },
        (error: unknown) => {
          inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, rendering);
      return rendering;
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The report worker is closed.'));
      const current = worker;
      worker = null;
      if (timer) clearTimeout(timer);
      running?.reject(new Error('The report worker is closed.'));
      running = null;
      if (current) await current.terminate();
    },
  };
}
