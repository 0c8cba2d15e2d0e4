import type { AppConfig as PublicConfig } from '@khabar/domain';
import type { AppConfig } from '../../config/load-config.ts';

/** Only these settings reach the browser; never a secret. */
export function toPublicConfig(c: AppConfig): PublicConfig {
  return {
    brandName: c.brand.name,
    tagline: 'Your taste - our passion',
    supportEmail: c.brand.supportEmail,
    supportPhone: c.brand.supportPhone,
    supportChatUrl: c.brand.supportChatUrl ?? null,
    mapTileUrl: c.map.tileUrl,
    mapAttribution: c.map.attribution,
    mediaBaseUrl: '/media/',
    defaultCenter: c.map.centre,
    taxBp: c.business.taxBp,
    codMaxPaise: c.business.codMaxPaise,
    minOrderPaise: c.business.minOrderPaise,
    paymentKey: c.payments.provider === 'razorpay' ? (c.payments.razorpayKeyId ?? '') : 'sandbox',
    paymentProvider: c.payments.provider,
  };
}
