import { Trans, useLingui } from '@lingui/react/macro';
import css from './help.module.css';
import { StaticPage } from './static-page.tsx';
import { useSupportContacts } from './use-support-contacts.tsx';

/** `/about`: who we are. */
export function AboutPage() {
  const { brand } = useSupportContacts();
  const { t } = useLingui();
  return (
    <StaticPage title={t`About Us`}>
      <p className={css.lead}>
        <Trans>Your taste - our passion.</Trans>
      </p>
      <p>
        <Trans>
          {brand} brings Kolkata’s kitchens to your door: biryani from Park Street, phuchka from Gariahat,
          mishti from Shyambazar and a great deal in between, from partner restaurants across Kolkata, Howrah
          and the suburbs.
        </Trans>
      </p>
      <h2>
        <Trans>What we promise</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Top restaurants near you, with honest ratings from people who ordered.</Trans>
        </li>
        <li>
          <Trans>An order in five clicks: pick a place, add dishes, pay.</Trans>
        </li>
        <li>
          <Trans>On time delivery: we show the time we promise, and keep to it.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Who delivers</Trans>
      </h2>
      <p>
        <Trans>
          Our delivery partners, whom we call captains, are independent riders who know their neighbourhoods.
          You can tip them from the cart; every rupee of the tip goes to the captain.
        </Trans>
      </p>
      <h2>
        <Trans>Open every day</Trans>
      </h2>
      <p>
        <Trans>We take orders from 07:00 to 23:59, for delivery or for self pickup at the restaurant.</Trans>
      </p>
    </StaticPage>
  );
}
