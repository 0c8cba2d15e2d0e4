// Who may read /metrics (decision 032). With METRICS_TOKEN set, only a request carrying it as a Bearer
// token; without one the endpoint is open in development and not there at all in production (a 404
// like any unknown path), so a forgotten token never publishes the numbers.
import { sameSecret } from '../../security/constant-time.ts';

export type MetricsAccess = 'open' | 'granted' | 'refused' | 'hidden';

export function checkMetricsAccess({
  token,
  production,
  authorization,
}: {
  token: string | undefined;
  production: boolean;
  authorization: string | undefined;
}): MetricsAccess {
  if (!token) return production ? 'hidden' : 'open';
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (!given) return 'refused';
  // Compared as digests of equal length, in constant time: neither the length nor the first wrong
  // character shows in how long a refusal takes.
  return sameSecret(given, token) ? 'granted' : 'refused';
}
