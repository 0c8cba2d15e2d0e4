// Places, addresses and road distance. The embedded default answers from the bundled gazetteer and
// the great-circle distance; real providers (Nominatim- and OSRM-compatible) are used when configured
// and fall back to the embedded answer when they fail.
export interface PlaceHit {
  description: string;
  lat: number;
  lng: number;
}

export interface RoadDistance {
  metres: number;
  seconds: number;
}

export interface GeoProvider {
  autocomplete(q: string, limit?: number): Promise<PlaceHit[]>;
  reverse(lat: number, lng: number): Promise<string>;
  roadDistance(
    from: { lat: number; lng: number },
    to: { lat: number; lng: number },
  ): Promise<RoadDistance | null>;
}
