// GET /api/config: the allow-listed settings the browser may know (never a secret).
import { z } from 'zod';

export const appConfig = z.object({
  brandName: z.string(),
  tagline: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The support chat (SUPPORT_CHAT_URL); null when none is configured: then no chat link is shown. */
  supportChatUrl: z.string().nullable(),
  /** Leaflet tile URL template; empty = no tiles (a plain background, the pin still works). */
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** Base URL that image fields are relative to, e.g. "/media/". */
  mediaBaseUrl: z.string(),
  defaultCenter: z.object({ lat: z.number(), lng: z.number() }),
  /** Business settings in paise / basis points, so the page prices exactly as the server does. */
  taxBp: z.number().int(),
  codMaxPaise: z.number().int(),
  minOrderPaise: z.number().int(),
  /** Public key of the online payment provider, or 'sandbox'. */
  paymentKey: z.string(),
  paymentProvider: z.enum(['sandbox', 'razorpay']),
});
export type AppConfig = z.infer<typeof appConfig>;
