// The calm question "be told by push?" (decision 051), asked once per audience on this browser: after an
// order is placed (never on the landing page), in the restaurant console for new orders, in the captain
// app for offers. The permission prompt and the subscription load only on Allow.
import type { PushAudience } from '@khabar/domain/contracts/push/subscribe-push';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { pushAnswerFor, rememberPushAnswer } from '../../lib/push/push-asked-store.ts';
import { Button } from '../ui/button.tsx';
import css from './push-offer.module.css';

const supported = () =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'PushManager' in window &&
  'serviceWorker' in navigator;

export function PushOffer(props: {
  audience: PushAudience;
  restaurantId?: number;
  question: string;
  /** Said once the browser is subscribed. */
  done: string;
}) {
  const { t } = useLingui();
  const key = props.restaurantId ? `${props.audience}:${props.restaurantId}` : props.audience;
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'blocked' | 'hidden'>(() =>
    supported() && Notification.permission !== 'denied' && !pushAnswerFor(key) ? 'ask' : 'hidden',
  );
  if (state === 'hidden') return null;

  async function allow() {
    setState('busy');
    try {
      const { askForPush } = await import('../../lib/push/ask-for-push.ts');
      const outcome = await askForPush({ audience: props.audience, restaurantId: props.restaurantId });
      rememberPushAnswer(key, outcome === 'subscribed' ? 'allowed' : 'denied');
      setState(outcome === 'subscribed' ? 'done' : 'blocked');
    } catch {
      // The server or the push service could not be reached: ask again another time.
      setState('ask');
    }
  }

  return (
    <section className={`card ${css.offer}`} aria-label={t`Notifications`}>
      {state === 'done' ? (
        <p role="status">{props.done}</p>
      ) : state === 'blocked' ? (
        <p role="status">
          <Trans>Notifications are off for this site; you can turn them on in the browser’s settings.</Trans>
        </p>
      ) : (
        <>
          <p className={css.question}>{props.question}</p>
          <div className={css.actions}>
            <Button onClick={allow} disabled={state === 'busy'}>
              <Trans>Allow</Trans>
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                rememberPushAnswer(key, 'not-now');
                setState('hidden');
              }}
            >
              <Trans>Not now</Trans>
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
