import css from './help.module.css';
import { StaticPage } from './static-page.tsx';
import { useSupportContacts } from './use-support-contacts.tsx';

/** `/about`: who we are. */
export function AboutPage() {
  const { brand } = useSupportContacts();
  return (
    <StaticPage title="About Us">
      <p className={css.lead}>Your taste - our passion.</p>
      <p>
        {brand} brings Kolkata’s kitchens to your door: biryani from Park Street, phuchka from Gariahat,
        mishti from Shyambazar and a great deal in between, from partner restaurants across Kolkata, Howrah
        and the suburbs.
      </p>
      <h2>What we promise</h2>
      <ul>
        <li>Top restaurants near you, with honest ratings from people who ordered.</li>
        <li>An order in five clicks: pick a place, add dishes, pay.</li>
        <li>On time delivery: we show the time we promise, and keep to it.</li>
      </ul>
      <h2>Who delivers</h2>
      <p>
        Our delivery partners, whom we call captains, are independent riders who know their neighbourhoods.
        You can tip them from the cart; every rupee of the tip goes to the captain.
      </p>
      <h2>Open every day</h2>
      <p>We take orders from 07:00 to 23:59, for delivery or for self pickup at the restaurant.</p>
    </StaticPage>
  );
}
