import { telHref } from '../../lib/help-chat.ts';
import css from './help.module.css';
import { StaticPage } from './static-page.tsx';
import { POSTAL_ADDRESS, useSupportContacts } from './use-support-contacts.tsx';

/** `/contact`: postal address, support e-mail and the free support number. */
export function ContactPage() {
  const { email, phone } = useSupportContacts();
  return (
    <StaticPage title="Contact Us">
      <dl className={css.contactList}>
        <div>
          <dt>Support e-mail</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>Free support number</dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>07:00 to 23:59, every day</dd>
        </div>
        <div>
          <dt>Postal address</dt>
          <dd>
            <address>{POSTAL_ADDRESS}</address>
          </dd>
        </div>
      </dl>
      <p className="muted">
        About an order? Keep its order number handy: it is on the order page and in your Alerts.
      </p>
    </StaticPage>
  );
}
