// Places, addresses and road distance. The embedded default answers from the bundled gazetteer and
// the great-circle distance; real providers (Nominatim- and OSRM-compatible) are used when configured
// and fall back to the embedded answer when they fail.
export interface PlaceHit {
  description: string;
  lat: number;
  lng: number;
}

export interface LatLng {
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
  roadDistance(from: LatLng, to: LatLng): Promise<RoadDistance | null>;
  /** The road between two points as a polyline (a straight line when no router is configured). */
  routePath(from: LatLng, to: LatLng): Promise<LatLng[]>;
}
