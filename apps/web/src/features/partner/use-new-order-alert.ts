import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { playChime, unlockSound, useSoundUnlock } from '../../lib/chime.ts';
import { useBrandName } from '../../lib/use-app-config.ts';
import type { PartnerOrder } from './api/partner-order.ts';
import { arrivals, boardColumn } from './board-column.ts';

/** While an order waits for acceptance the chime repeats, like a ringing phone, until someone acts. */
const RING_EVERY_MS = 15_000;
const MUTE_KEY = 'partnerSoundOff';

/**
 * The console's new-order alert: a chime when an order arrives (repeated while any waits), the count
 * in the tab's title, and a sentence for screen readers (announced politely, never interrupting).
 */
export function useNewOrderAlert(active: readonly PartnerOrder[] | undefined, restaurantName: string) {
  const { t, i18n } = useLingui();
  const brand = useBrandName();
  // An order for later rings when it is released to the kitchen, not when it is booked.
  const waiting = (active ?? []).filter((o) => boardColumn(o) === 'new');
  const seen = useRef<Set<number>>(new Set());
  // The sentence read out, with the language it was said in.
  const [said, setSaid] = useState({ text: '', locale: i18n.locale });
  const [muted, setMuted] = useState(() => localStorage.getItem(MUTE_KEY) === '1');
  const blocked = useSoundUnlock();
  const waitingCount = waiting.length;
  const ids = waiting.map((o) => o.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for the waiting orders
  useEffect(() => {
    if (!active) return;
    const fresh = arrivals(seen.current, waiting);
    for (const o of fresh) seen.current.add(o.id);
    if (fresh.length === 0) return;
    const first = fresh[0]!;
    const count = first.items.reduce((n, i) => n + i.quantity, 0);
    const orderId = first.unique_order_id;
    const customer = first.customer_name;
    const arrived = fresh.length;
    setSaid({
      locale: i18n.locale,
      text:
        arrived === 1
          ? plural(count, {
              one: `New order ${orderId} from ${customer}: # item. Accept or reject it.`,
              other: `New order ${orderId} from ${customer}: # items. Accept or reject it.`,
            })
          : t`${arrived} new orders. Accept or reject them.`,
    });
    if (!muted) playChime();
  }, [ids]);

  // Once nothing waits, the sentence is stale ("Accept or reject it" of an order long taken): a screen
  // reader that reads the page finds it no more. Emptying a live region says nothing.
  useEffect(() => {
    if (waitingCount === 0) setSaid((before) => ({ ...before, text: '' }));
  }, [waitingCount]);
  // Said before a language switch, it is neither left in the old language nor read out again.
  const announcement = said.locale === i18n.locale ? said.text : '';

  useEffect(() => {
    if (waitingCount === 0 || muted) return;
    const t = setInterval(playChime, RING_EVERY_MS);
    return () => clearInterval(t);
  }, [waitingCount, muted]);

  // The tab's title carries the count, so a console behind another window still shows there is work.
  useEffect(() => {
    const before = document.title;
    document.title =
      waitingCount > 0
        ? plural(waitingCount, {
            one: `(#) New order · ${restaurantName}`,
            other: `(#) New orders · ${restaurantName}`,
          })
        : t`${restaurantName} · ${brand} console`;
    return () => {
      document.title = before;
    };
  }, [waitingCount, restaurantName, brand, t]);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    if (next) localStorage.setItem(MUTE_KEY, '1');
    else {
      localStorage.removeItem(MUTE_KEY);
      void unlockSound().then(playChime);
    }
  };

  return { waiting, announcement, muted, toggleMute, soundBlocked: blocked && !muted };
}
