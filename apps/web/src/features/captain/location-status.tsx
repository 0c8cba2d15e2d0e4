import { LocateFixed, LocateOff } from 'lucide-react';
import css from './captain.module.css';
import type { ShareState } from './use-share-position.ts';

const clock = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const at = (ms: number) => clock.format(new Date(ms));

/** What happens to the captain's location, in plain words; a blocked location never stops the trip. */
export function LocationStatus({ state }: { state: ShareState }) {
  if (state.kind === 'off') return null;
  const good = state.kind === 'sharing' && !state.failed;
  const Icon = state.kind === 'denied' || state.kind === 'unsupported' ? LocateOff : LocateFixed;
  return (
    <p className={good ? `${css.location} ${css.locationOn}` : css.location} role="status">
      <Icon aria-hidden size={18} />
      <span>
        {state.kind === 'sharing'
          ? state.failed
            ? `Could not send your location just now; trying again. Last sent ${at(state.sentAt)}.`
            : `Sharing your location · last sent ${at(state.sentAt)}`
          : state.kind === 'finding'
            ? 'Finding your location...'
            : state.kind === 'weak'
              ? `GPS signal is weak (about ${state.accuracy} m). Only accurate positions are shared; move to open sky.`
              : state.kind === 'denied'
                ? 'Location is blocked, so the customer cannot see you on the map. You can still deliver. To share it, allow location for this site in your browser settings.'
                : 'This browser cannot share your location. You can still deliver.'}
      </span>
    </p>
  );
}
