/** The Node.js major that production should run on (decision 066): the current long-term support line. */
export const PRODUCTION_NODE_MAJOR = 24;

/**
 * What a production server says at start-up about the Node.js it runs on, or null when there is nothing
 * to say. Development and CI run on the machine's Node 20 (DESIGN.md); production should not (decision
 * 066): Node 20's support ended on 2026-04-30 (no more security fixes), and Node 24 places the bench's
 * rush orders with 17-20 % less of the API's CPU each.
 */
export function runtimeAdvice({
  production,
  version,
}: {
  production: boolean;
  version: string;
}): string | null {
  if (!production) return null;
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (!Number.isInteger(major) || major >= PRODUCTION_NODE_MAJOR) return null;
  // Node 22 is still supported (until 2027-04-30): only 21 and older are told they get no fixes.
  const unsupported = major <= 21 ? ' This one no longer gets security fixes.' : '';
  return `Node.js ${version} in production: run Node.js ${PRODUCTION_NODE_MAJOR} (the long-term support line), which serves a rush with less CPU per order (decision 066).${unsupported}`;
}
