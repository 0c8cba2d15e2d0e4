// The back office's settings calls (contracts: packages/domain contracts/admin/settings). Only an
// admin reads or changes them (the services check who asks).
import {
  getPlatformSettingsBody,
  getPlatformSettingsResponse,
  updatePlatformSettingsBody,
  updatePlatformSettingsResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { getPlatformSettings } from './get-platform-settings.ts';
import { updatePlatformSettings } from './update-platform-settings.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.post(
    '/admin/settings',
    {
      preHandler: requireUser,
      schema: { body: getPlatformSettingsBody, response: { 200: getPlatformSettingsResponse } },
    },
    async (req) =>
      ok(await getPlatformSettings({ db: app.db, userId: userOf(req).id, defaults: app.settings.defaults })),
  );
  r.post(
    '/admin/settings/update',
    {
      preHandler: requireUser,
      schema: { body: updatePlatformSettingsBody, response: { 200: updatePlatformSettingsResponse } },
    },
    async (req) => {
      const { token: _t, user_id: _u, version, ...changes } = req.body;
      return ok(
        await updatePlatformSettings({
          db: app.db,
          now: app.now,
          settings: app.settings,
          userId: userOf(req).id,
          version,
          changes,
        }),
      );
    },
  );
}
