// The Hooghly through the demo region, for the offline map (drawn when no tile server is set): a
// centre line traced between the gazetteer's places on either bank (Serampore and Barrackpore,
// Belur Math and Dakshineswar, Howrah Station and Babughat, Shibpur and Princep Ghat, Botanical
// Garden and Garden Reach, Maheshtala, Budge Budge), north to south. Good to about 200 m: enough to
// tell which bank a pin is on, not for navigation.

export interface River {
  name: string;
  /** [lat, lng] along the centre line. */
  points: ReadonlyArray<readonly [number, number]>;
}

export const kolkataRivers: readonly River[] = [
  {
    name: 'Hooghly',
    points: [
      [22.775, 88.359],
      [22.75, 88.353],
      [22.73, 88.358],
      [22.71, 88.361],
      [22.69, 88.357],
      [22.67, 88.353],
      [22.655, 88.354],
      [22.64, 88.358],
      [22.63, 88.36],
      [22.615, 88.361],
      [22.604, 88.359],
      [22.596, 88.355],
      [22.588, 88.35],
      [22.582, 88.345],
      [22.575, 88.34],
      [22.567, 88.336],
      [22.56, 88.333],
      [22.554, 88.328],
      [22.551, 88.32],
      [22.552, 88.308],
      [22.551, 88.296],
      [22.548, 88.284],
      [22.545, 88.272],
      [22.535, 88.262],
      [22.52, 88.25],
      [22.505, 88.243],
      [22.49, 88.222],
      [22.478, 88.195],
      [22.468, 88.168],
      [22.455, 88.14],
    ],
  },
];
