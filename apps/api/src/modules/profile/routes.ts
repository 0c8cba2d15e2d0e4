import fastifyMultipart from '@fastify/multipart';
import {
  editProfileResponse,
  profileFields,
  setLanguageBody,
  setLanguageResponse,
  updateUserInfoBody,
  updateUserInfoResponse,
} from '@khabar/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { multipartForm } from '../../plugins/openapi.ts';
import { requireUser, userOf } from '../../plugins/require-user.ts';
import { editProfile } from './edit-profile.ts';
import { getUserInfo } from './get-user-info.ts';
import { MAX_PHOTO_BYTES } from './photo-file.ts';
import { type ProfileForm, readProfileForm } from './read-profile-form.ts';
import { setLanguage } from './set-language.ts';

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

  // multipart: user_id, token, name, email, phone (ignored: the number is the account), photo. The
  // form is read before the login check and becomes the body, so its token is checked (and the
  // per-account limit counted) like a JSON body's.
  r.post<{ Body: ProfileForm }>(
    '/edit-profile',
    {
      preValidation: async (req) => {
        req.body = await readProfileForm(req);
      },
      preHandler: requireUser,
      schema: { response: { 200: editProfileResponse } },
      config: {
        openapi: multipartForm(profileFields, {
          photo: 'optional',
          example: { name: 'Ananya Sen', email: 'ananya@example.in' },
        }),
      },
    },
    async (req) =>
      editProfile({
        db: app.db,
        dataDir: app.config.dataDir,
        now: app.now(),
        userId: userOf(req).id,
        name: req.body.name ?? '',
        email: req.body.email ?? '',
        photo: req.body.photo,
      }),
  );

  r.post(
    '/set-language',
    { preHandler: requireUser, schema: { body: setLanguageBody, response: { 200: setLanguageResponse } } },
    async (req) => setLanguage({ db: app.db, userId: userOf(req).id, language: req.body.language }),
  );
}
