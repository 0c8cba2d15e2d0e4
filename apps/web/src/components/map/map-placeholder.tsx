import css from './map.module.css';

/** The map's place while Leaflet loads: the same size and paper, so nothing jumps when it arrives. */
export function MapPlaceholder({ kind }: { kind: 'track' | 'pin' | 'fleet' }) {
  return <div className={`${css[kind]} ${css.offline}`} aria-hidden />;
}
