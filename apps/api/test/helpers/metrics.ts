// Reading GET /metrics as a scraper does: Prometheus's text format parsed into samples.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a Prometheus text exposition (HELP and TYPE lines skipped). */
export function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[l[1]!] = l[2]!.replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    }
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The value of the one sample with this name whose labels include `labels`; undefined when none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** Scrapes a listening server over HTTP, as Prometheus does, and parses the answer. */
export async function scrape(base: string, token?: string): Promise<Sample[]> {
  const res = await fetch(`${base}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`scrape answered ${res.status}: ${text}`);
  return parseMetrics(text);
}
