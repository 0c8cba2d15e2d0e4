import fastifyMultipart from '@fastify/multipart';
import { editProfileResponse, updateUserInfoBody, updateUserInfoResponse } from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate, bearerOf, requireUser, userOf } from '../../plugins/require-user.ts';
import { editProfile } from './edit-profile.ts';
import { getUserInfo } from './get-user-info.ts';
import { MAX_PHOTO_BYTES } from './photo-file.ts';
import { readProfileForm } from './read-profile-form.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  r.post(
    '/update-user-info',
    {
      preHandler: requireUser,
      schema: { body: updateUserInfoBody, response: { 200: updateUserInfoResponse } },
    },
    // Also the spec's tracking call: with a unique_order_id it answers that order's rider too.
    async (req) =>
      getUserInfo({ db: app.db, userId: userOf(req).id, uniqueOrderId: req.body.unique_order_id ?? null }),
  );

  // multipart: user_id, token, name, email, phone (ignored: the number is the account), photo.
  r.post('/edit-profile', { schema: { response: { 200: editProfileResponse } } }, async (req) => {
    const { fields, photo } = await readProfileForm(req);
    const user = await authenticate(req, bearerOf(req) ?? fields.token ?? null, fields.user_id);
    return editProfile({
      db: app.db,
      dataDir: app.config.dataDir,
      now: app.now(),
      userId: user.id,
      name: fields.name ?? '',
      email: fields.email ?? '',
      photo,
    });
  });
}
