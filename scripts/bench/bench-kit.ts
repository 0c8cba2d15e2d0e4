// The bench's tools: start the API, record what it answers, replay the same bytes from a bare node:http
// server (the ceiling), measure both with autocannon and print one row side by side.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { openSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const seconds = Number(process.env.BENCH_SECONDS ?? 4);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Rounds per row; the median round is reported. */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** What every browser sends. */
export const BROWSER = 'gzip, deflate, br, zstd';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What the API answered one request with, replayed byte for byte by the ceiling. */
export interface Recorded {
  key: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

let ipCounter = 0;
/**
 * A new client address per request (the API runs with TRUST_PROXY): the per-client rate limits of
 * search, quote and order are for people, and a bench is thousands of them.
 */
export type Setup = (req: autocannon.Request) => autocannon.Request;

const freshClient: Setup = (req) => {
  ipCounter++;
  const ip = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  return { ...req, headers: { ...req.headers, 'x-forwarded-for': ip } };
};

export async function measure(
  port: number,
  requests: BenchRequest[],
  options: { connections?: number; setup?: Setup } = {},
): Promise<Result> {
  const setupRequest = options.setup ?? freshClient;
  const reqs = requests.map((r) => ({ ...r, setupRequest }));
  const c = options.connections ?? connections;
  const url = `http://127.0.0.1:${port}`;
  // A short warm-up so the JIT and caches settle before we count.
  await autocannon({ url, connections: c, duration: 1, requests: reqs });
  const results: Result[] = [];
  for (let i = 0; i < rounds; i++) {
    const r = await autocannon({ url, connections: c, duration: seconds, requests: reqs });
    results.push({
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
  results.sort((a, b) => a.rps - b.rps);
  return results[Math.floor(results.length / 2)]!;
}

export const keyOf = (method: string, path: string, acceptEncoding: string, body: string) =>
  `${method} ${path}\n${acceptEncoding}\n${body}`;

/** Sends each request once and keeps the answer (status, type, encoding, bytes) for the ceiling. */
export async function record(port: number, requests: BenchRequest[]): Promise<Recorded[]> {
  const out: Recorded[] = [];
  for (const r of requests) {
    // node:http rather than fetch: fetch would decode the body, and we want the bytes on the wire.
    const { status, headers, bytes } = await new Promise<{
      status: number;
      headers: Record<string, string>;
      bytes: Buffer;
    }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: r.method,
          path: r.path,
          headers: { ...r.headers, 'x-forwarded-for': '10.255.255.1' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const kept: Record<string, string> = {};
            for (const name of ['content-type', 'content-encoding', 'vary', 'x-next-page']) {
              const v = res.headers[name];
              if (typeof v === 'string') kept[name] = v;
            }
            resolve({ status: res.statusCode ?? 0, headers: kept, bytes: Buffer.concat(chunks) });
          });
        },
      );
      req.on('error', reject);
      req.end(r.body);
    });
    out.push({
      key: keyOf(r.method, r.path, r.headers?.['accept-encoding'] ?? '', r.body ?? ''),
      status,
      headers,
      body: bytes.toString('base64'),
    });
  }
  return out;
}

export function waitFor(url: string, child?: ChildProcess, ms = 300_000): Promise<void> {
  return (async () => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (child && child.exitCode !== null) throw new Error(`exited while starting: ${url}`);
      try {
        if ((await fetch(url)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`not ready: ${url}`);
  })();
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

/** Servers still running: killed when the bench exits, even on an error. */
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

const probe = join(root, 'scripts/bench/memory-probe.mjs');
let bundleReady: Promise<void> | undefined;

/**
 * How an API process is run: the bundle `npm start` runs (scripts/build-api.mjs, built first when stale),
 * or with BENCH_TSX=1 the sources under tsx, as tests and `npm run serve` run them.
 */
async function serverEntry(): Promise<string[]> {
  if (process.env.BENCH_TSX === '1') return ['--import', 'tsx', 'apps/api/src/server.ts'];
  const { apiBundle, apiBundleStale, buildApi } = await import('../build-api.ts');
  bundleReady ??= apiBundleStale() ? buildApi() : Promise.resolve();
  await bundleReady;
  return ['--enable-source-maps', apiBundle];
}

export async function startApi(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: each API process writes a V8 CPU profile there when it stops (open it in
  // Chrome DevTools or speedscope; scripts/bench/top-costs.ts prints its heaviest functions).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The memory probe answers memoryUsage() over IPC (memoryBreakdown); --expose-gc lets it collect first.
  const args = [...profile, '--expose-gc', '--import', probe, ...(await serverEntry())];
  // BENCH_API_LOG=<file>: the API's log lines there (with LOG_LEVEL=info, one line per request with its
  // time inside the server, to tell it from the time the client waited).
  const log = process.env.BENCH_API_LOG ? openSync(process.env.BENCH_API_LOG, 'a') : 'ignore';
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', log, 'inherit', 'ipc'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_API_LOG ? 'info' : 'warn',
      TRUST_PROXY: 'true',
      DEMO_AUTOPILOT: 'false',
      // Lunch time on a Thursday: most restaurants open, whatever the hour of the bench.
      CLOCK_START: '2026-11-19T07:30:00Z',
      ...env,
    },
  });
  running.add(child);
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return child;
}

export async function startCeiling(recorded: Recorded[], port: number, dir: string): Promise<ChildProcess> {
  const file = join(dir, 'ceiling-bodies.json');
  // Through a file: a large city's answers are too big for an environment variable.
  writeFileSync(file, JSON.stringify(recorded));
  const child = fork(join(root, 'scripts/bench/ceiling-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), CEILING_BODIES_FILE: file },
  });
  running.add(child);
  await new Promise((resolve) => child.once('message', resolve));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resident memory now and at its peak (Linux), in MB, summed over the process and its children. */
export function memoryOf(pids: number[]): { rssMb: number; peakMb: number } {
  let rss = 0;
  let peak = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peak += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {}
  }
  return { rssMb: Math.round(rss / 1024), peakMb: Math.round(peak / 1024) };
}

export interface MemoryBreakdown {
  /** Resident memory of the process, MB. */
  rssMb: number;
  /** The JavaScript heap in use after a full collection, MB. */
  heapMb: number;
  /** Memory outside the heap held by JS objects (buffers; PGlite's WebAssembly memory at full size), MB. */
  externalMb: number;
}

/** What holds an API process's memory, from its memory probe (after a full garbage collection). */
export function memoryBreakdown(child: ChildProcess): Promise<MemoryBreakdown> {
  return new Promise((resolve, reject) => {
    if (!child.connected) return reject(new Error('the API process has no memory probe'));
    child.once('message', (m) => {
      const u = (m as { memory: NodeJS.MemoryUsage }).memory;
      const mb = (n: number) => Math.round(n / 2 ** 20);
      resolve({ rssMb: mb(u.rss), heapMb: mb(u.heapUsed), externalMb: mb(u.external) });
    });
    child.send('memory');
  });
}

export const describeMemory = (m: MemoryBreakdown) =>
  `RSS ${m.rssMb} MB (JS heap ${m.heapMb} MB, external ${m.externalMb} MB)`;

/**
 * CPU time (user + system) the processes have used so far, in ms (Linux, /proc/<pid>/stat). On a shared
 * machine a figure per request moves far less than requests per second: another engineer's load takes
 * our process off the CPU, it does not make our work bigger.
 */
export function cpuMsOf(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

/** The process and its direct children (cluster workers). */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    return [pid, ...children.map(Number)];
  } catch {
    return [pid];
  }
}

const n0 = (n: number, w = 7) => n.toFixed(0).padStart(w);

export function header(title: string): void {
  // The API runs on the bench's own Node.js (process.execPath), whose version moves the figures
  // (decision 066): every table says which.
  console.log(`\n${title} [Node.js ${process.version}, libuv ${process.versions.uv}]`);
  console.log(
    `${'row'.padEnd(44)}|   req/s | p50 | p99 ms | bytes/ans | errors || ceiling req/s | p99 ms | share`,
  );
}

/**
 * One row: our figure beside the ceiling's. A ceiling slower than what it bounds is a measurement
 * gone wrong (noise on a busy machine, different bytes), and is said so rather than printed as 180 %.
 */
export function printRow(label: string, api: Result, ceiling: Result | null, bytes: number): void {
  let share = '';
  if (ceiling) {
    const ratio = api.rps / ceiling.rps;
    share =
      ceiling.errors > 0
        ? 'ceiling unreliable (errors)'
        : ratio > 1.05
          ? 'ceiling unreliable (below us)'
          : `${Math.min(100, Math.round(ratio * 100))} %`;
  }
  console.log(
    `${label.padEnd(44)}|${n0(api.rps)} | ${String(api.p50).padStart(3)} | ${String(api.p99).padStart(6)} | ${n0(bytes, 9)} | ${String(api.errors).padStart(6)} ||${ceiling ? `${n0(ceiling.rps, 14)} | ${String(ceiling.p99).padStart(6)} | ${share}` : `${'-'.padStart(14)} |      - | -`}`,
  );
}
