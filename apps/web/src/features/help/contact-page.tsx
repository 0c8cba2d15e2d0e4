import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '../../lib/help-chat.ts';
import css from './help.module.css';
import { StaticPage } from './static-page.tsx';
import { POSTAL_ADDRESS, useSupportContacts } from './use-support-contacts.tsx';

/** `/contact`: postal address, support e-mail and the free support number. */
export function ContactPage() {
  const { email, phone } = useSupportContacts();
  const { t } = useLingui();
  return (
    <StaticPage title={t`Contact Us`}>
      <dl className={css.contactList}>
        <div>
          <dt>
            <Trans>Support e-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${email}`} translate="no">
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Free support number</Trans>
          </dt>
          <dd>
            <a href={telHref(phone)}>{phone}</a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Hours</Trans>
          </dt>
          <dd>
            <Trans>07:00 to 23:59, every day</Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Postal address</Trans>
          </dt>
          <dd>
            <address translate="no">{POSTAL_ADDRESS}</address>
          </dd>
        </div>
      </dl>
      <p className="muted">
        <Trans>
          About an order? Keep its order number handy: it is on the order page and in your Alerts.
        </Trans>
      </p>
    </StaticPage>
  );
}
