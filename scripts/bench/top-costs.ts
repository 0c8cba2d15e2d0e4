// Prints the heaviest functions of a V8 CPU profile (node --cpu-prof; BENCH_CPU_PROF in bench-kit):
// self time by function and by package or file, the flame graph's widest leaves in a table.
// usage: tsx scripts/bench/top-costs.ts <file.cpuprofile> [rows]
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: top-costs.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of profile.samples.entries())
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const where = (url: string) =>
  url.includes('node_modules/')
    ? url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1')
    : url.replace(/.*\/(apps|packages|scripts)\//, '$1/').replace(/^node:/, 'node:') || '(native)';
const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  const name = `${n.callFrame.functionName || '(anonymous)'} ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  fn.set(name, (fn.get(name) ?? 0) + us);
  const p = where(n.callFrame.url);
  pkg.set(p, (pkg.get(p) ?? 0) + us);
}
const rows = Number(rowsArg ?? 25);
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${(total / 1e6).toFixed(1)} s sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(
      `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${k}`,
    );
};
show('self time by package or file', pkg);
show('self time by function', fn);
