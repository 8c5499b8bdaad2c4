// The report worker's entry (a worker thread started by pdf-pool.ts): renders one invoice PDF per message, so the
// server's own thread keeps answering other requests meanwhile. Bundled as dist/invoice-pdf-worker.js.
import { parentPort } from 'node:worker_threads';
import { type InvoiceDocument, renderInvoicePdf } from './invoice-pdf';

/** A render asked of the worker. */
interface RenderRequest {
  id: number;
  document: InvoiceDocument;
}

const port = parentPort;
if (!port) throw new Error('invoice-pdf-worker runs as a worker thread only');
port.on('message', (request: RenderRequest) => {
  renderInvoicePdf(request.document).then(
    (pdf) => port.postMessage({ id: request.id, pdf }, [pdf.buffer as ArrayBuffer]),
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
