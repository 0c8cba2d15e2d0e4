import { telHref } from '../../lib/help-chat.ts';
import { useAppConfig, useBrandName } from '../../lib/use-app-config.ts';

/** The company that runs the service: a legal name, which a change of BRAND_NAME does not change. */
export const OPERATOR = 'Khabar Foods Pvt. Ltd.';
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

/** The e-mail and phone as links, ready to drop into a sentence. */
export function SupportLinks() {
  const { email, phone } = useSupportContacts();
  return (
    <>
      <a href={`mailto:${email}`}>{email || 'our support e-mail'}</a> or{' '}
      <a href={telHref(phone)}>{phone || 'our support number'}</a>
    </>
  );
}
