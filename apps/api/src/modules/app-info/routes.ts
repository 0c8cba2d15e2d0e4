import type { AppConfig as PublicConfig } from '@khabar/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function appInfoRoutes(app: FastifyInstance): Promise<void> {
  const c = app.config;
  // Only these settings reach the browser; never a secret.
  const publicConfig: PublicConfig = {
    brandName: c.brand.name,
    tagline: 'Your taste - our passion',
    supportEmail: c.brand.supportEmail,
    supportPhone: c.brand.supportPhone,
    mapTileUrl: c.map.tileUrl,
    mapAttribution: c.map.attribution,
    mediaBaseUrl: '/media/',
    defaultCenter: { lat: 22.5726, lng: 88.3639 },
    taxBp: c.business.taxBp,
    codMaxPaise: c.business.codMaxPaise,
    minOrderPaise: c.business.minOrderPaise,
    paymentKey: c.payments.provider === 'razorpay' ? (c.payments.razorpayKeyId ?? '') : 'sandbox',
    paymentProvider: c.payments.provider,
  };

  app.get('/config', async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(publicConfig),
  );

  app.get('/health', async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { success: true, status: 'ok', db: app.dbKind, restaurants: app.catalog.size };
    } catch {
      return reply.status(503).send({ success: false, message: 'Database unavailable' });
    }
  });
}
