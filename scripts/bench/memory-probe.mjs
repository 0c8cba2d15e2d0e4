// Preloaded into a benchmarked API process (node --expose-gc --import this; plain JavaScript, so it loads
// into the API's bundle as into the sources under tsx): on a 'memory' message over
// the IPC channel it collects garbage and answers process.memoryUsage(), so the bench can tell what
// holds the server's memory: the JavaScript heap, or memory outside it held by JS objects ('external':
// buffers, and PGlite's WebAssembly memory, counted there at its full size though only the pages
// PostgreSQL touched are resident). The rest of the resident memory is native: Node and V8, compiled
// code (PGlite's WebAssembly module's), and the module loader's thread when the server runs under tsx.
const collect = globalThis.gc;
process.on('message', (m) => {
  if (m !== 'memory') return;
  collect?.();
  collect?.();
  process.send?.({ memory: process.memoryUsage() });
});
// The IPC channel alone must not keep the server alive or hold up its exit.
process.channel?.unref();
