import { useLingui } from '@lingui/react/macro';
import { LocateFixed, LocateOff } from 'lucide-react';
import { INTL_LOCALE, isLanguage } from '../../lib/i18n/languages.ts';
import css from './captain.module.css';
import type { ShareState } from './use-share-position.ts';

const CLOCK: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Asia/Kolkata',
};

/** What happens to the captain's location, in plain words; a blocked location never stops the trip. */
export function LocationStatus({ state }: { state: ShareState }) {
  const { t, i18n } = useLingui();
  if (state.kind === 'off') return null;
  // Seconds matter here (a fix goes out about every 10 s); Kolkata time in the screen's language.
  const locale = INTL_LOCALE[isLanguage(i18n.locale) ? i18n.locale : 'en'];
  const sent = state.kind === 'sharing' ? new Intl.DateTimeFormat(locale, CLOCK).format(state.sentAt) : '';
  const metres = state.kind === 'weak' ? state.accuracy : 0;
  const good = state.kind === 'sharing' && !state.failed;
  const Icon = state.kind === 'denied' || state.kind === 'unsupported' ? LocateOff : LocateFixed;
  return (
    <p className={good ? `${css.location} ${css.locationOn}` : css.location} role="status">
      <Icon aria-hidden size={18} />
      <span>
        {state.kind === 'sharing'
          ? state.failed
            ? t`Could not send your location just now; trying again. Last sent ${sent}.`
            : t`Sharing your location · last sent ${sent}`
          : state.kind === 'finding'
            ? t`Finding your location...`
            : state.kind === 'weak'
              ? t`GPS signal is weak (about ${metres} m). Only accurate positions are shared; move to open sky.`
              : state.kind === 'denied'
                ? t`Location is blocked, so the customer cannot see you on the map. You can still deliver. To share it, allow location for this site in your browser settings.`
                : t`This browser cannot share your location. You can still deliver.`}
      </span>
    </p>
  );
}
