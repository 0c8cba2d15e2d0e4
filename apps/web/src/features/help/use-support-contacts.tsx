import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '../../lib/help-chat.ts';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';

/** The company that runs the service: a legal name, which a change of BRAND_NAME does not change. */
export const OPERATOR = 'Khabar Foods Pvt. Ltd.';
/** Written as the post office reads it, in every language. */
export const POSTAL_ADDRESS = `${OPERATOR}, 3rd floor, 22 Camac Street, Kolkata 700016, West Bengal`;

/** Support e-mail and phone come from the server's configuration, never from the bundle. */
export function useSupportContacts() {
  const c = useAppConfig({ fresh: true }).data;
  return {
    brand: useBrandName(),
    email: c?.supportEmail ?? '',
    phone: c?.supportPhone ?? '',
  };
}

/** The e-mail and phone as links, ready to drop into a sentence; the address and number as written. */
export function SupportLinks() {
  const { email, phone } = useSupportContacts();
  const { t } = useLingui();
  return (
    <Trans>
      <a href={`mailto:${email}`} translate={email ? 'no' : undefined}>
        {email || t`our support e-mail`}
      </a>{' '}
      or <a href={telHref(phone)}>{phone || t`our support number`}</a>
    </Trans>
  );
}
