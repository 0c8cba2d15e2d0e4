// The real server as a child process (`node --import tsx apps/api/src/server.ts`), for what inject()
// cannot show: the process surviving a dropped database connection, SIGTERM, start-up refusals.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: (path: string) => string;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** Runs server.ts with the given environment; resolves once it says it is ready (or rejects with its output). */
export function startServerProcess(
  env: Record<string, string>,
  readyTimeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server not ready in ${readyTimeoutMs} ms:\n${out}`));
    }, readyTimeoutMs);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /ready on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        const port = Number(m[1]);
        resolve({
          child,
          port,
          url: (path) => `http://127.0.0.1:${port}${path}`,
          output: () => out,
          exited,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            await exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${out}`));
    });
  });
}

/** Runs server.ts to its end (a refused start-up); resolves with its exit code and output. */
export function runServerToExit(
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server still running after ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output: out });
    });
  });
}
