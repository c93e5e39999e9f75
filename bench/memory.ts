// Memory of a benchmark child process, asked for over IPC by bench/live.ts: resident set and V8 heap
// after a full garbage collection (the child runs with --expose-gc), so that a difference between
// two readings is what the process keeps, not garbage waiting to be collected.
export interface MemoryReading {
  rss: number;
  heapUsed: number;
  external: number;
}

export function reportMemoryOnRequest() {
  process.on('message', (m: { type?: string }) => {
    if (m?.type !== 'memory') return;
    for (let i = 0; i < 3; i++) globalThis.gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    process.send?.({ type: 'memory', reading: { rss, heapUsed, external } satisfies MemoryReading });
  });
}
