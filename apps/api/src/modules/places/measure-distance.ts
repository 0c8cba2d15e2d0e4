import type { GeoProvider, LatLng } from '../../adapters/geo/geo-provider.ts';
import { AppError } from '../../errors/app-error.ts';

const km = (m: number) => (m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`);
const mins = (s: number) => `${Math.max(1, Math.round(s / 60))} mins`;

/** The road distance between two points, in the distance-matrix shape the spec's clients read. */
export async function measureDistance({ geo, from, to }: { geo: GeoProvider; from: LatLng; to: LatLng }) {
  const d = await geo.roadDistance(from, to);
  if (!d) throw new AppError('UNPROCESSABLE', 'No road route between these points');
  return {
    status: 'OK' as const,
    rows: [
      {
        elements: [
          {
            status: 'OK' as const,
            distance: { value: d.metres, text: km(d.metres) },
            duration: { value: d.seconds, text: mins(d.seconds) },
          },
        ],
      },
    ],
  };
}
