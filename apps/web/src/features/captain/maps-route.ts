/** A maps route to a point: opens the phone's maps app (or Google Maps on the web) ready to navigate. */
export const mapsRouteUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
