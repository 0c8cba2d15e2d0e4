// GET /api/map/base-layer: what the map draws when there is no tile server (MAP_TILE_URL unset):
// the gazetteer's areas, localities and landmarks as labels at their coordinates, and the rivers.
export interface MapLabel {
  name: string;
  lat: number;
  lng: number;
  /** area: a district label for the city view; place: a locality or landmark for the street view. */
  kind: 'area' | 'place';
}

export interface MapBaseLayer {
  labels: MapLabel[];
  rivers: Array<{ name: string; points: Array<[number, number]> }>;
}
