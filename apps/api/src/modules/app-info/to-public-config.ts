import type { AppConfig as PublicConfig } from '@khabar/domain';
import type { AppConfig } from '../../config/load-config.ts';

/** What the settings module keeps in force (an admin's choice, else the environment's). */
interface LiveSettings {
  taxBp: number;
  codMaxPaise: number;
  minOrderPaise: number;
  supportPhone: string;
  supportEmail: string;
  supportChatUrl: string | null;
}

/** Only these settings reach the browser; never a secret. */
export function toPublicConfig({ c, live }: { c: AppConfig; live: LiveSettings }): PublicConfig {
  return {
    brandName: c.brand.name,
    tagline: 'Your taste - our passion',
    supportEmail: live.supportEmail,
    supportPhone: live.supportPhone,
    supportChatUrl: live.supportChatUrl,
    mapTileUrl: c.map.tileUrl,
    mapAttribution: c.map.attribution,
    mediaBaseUrl: '/media/',
    defaultCenter: c.map.centre,
    taxBp: live.taxBp,
    codMaxPaise: live.codMaxPaise,
    minOrderPaise: live.minOrderPaise,
    paymentKey: c.payments.provider === 'razorpay' ? (c.payments.razorpayKeyId ?? '') : 'sandbox',
    paymentProvider: c.payments.provider,
  };
}
