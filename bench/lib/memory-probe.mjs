// Loaded into the benchmarked server with `--import` (bench/api.mjs): on SIGUSR2 it collects garbage (the server
// runs with --expose-gc) and writes process.memoryUsage() as JSON to CABKIT_BENCH_MEMORY_FILE. Nothing in the
// server knows about it.
import { writeFileSync } from 'node:fs';

const file = process.env.CABKIT_BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
