// Preloaded into a benchmarked API process (node --expose-gc --import this): on a 'memory' message over
// the IPC channel it collects garbage and answers process.memoryUsage(), so the bench can tell what
// open streams cost in the JavaScript heap (the process's RSS also holds PGlite's WebAssembly memory,
// which moves by itself).
const collect = (globalThis as { gc?: () => void }).gc;
process.on('message', (m) => {
  if (m !== 'memory') return;
  collect?.();
  collect?.();
  process.send?.({ memory: process.memoryUsage() });
});
// The IPC channel alone must not keep the server alive or hold up its exit.
process.channel?.unref();

export {};
