import fastifyMultipart from '@fastify/multipart';
import { schema } from '@khabar/db';
import { authOnlyBody, profileFields } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error.ts';
import { authenticate, bearerOf, requireUser, userOf } from '../../plugins/require-user.ts';
import { loadUserJson } from '../auth/user-json.ts';
import { MAX_PHOTO_BYTES, photoTypeOf, storePhoto } from './photo-file.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  r.post('/update-user-info', { preHandler: requireUser, schema: { body: authOnlyBody } }, async (req) => ({
    success: true,
    data: await loadUserJson(app.db, userOf(req).id),
  }));

  // multipart: user_id, token, name, email, phone (ignored: the number is the account), photo.
  app.post('/edit-profile', async (req) => {
    if (!req.isMultipart()) throw new AppError('BAD_REQUEST', 'Send the profile as multipart/form-data');
    const fields: Record<string, string> = {};
    let photo: Buffer | null = null;
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'photo') {
          await part.toBuffer();
          continue;
        }
        photo = await part.toBuffer().catch(() => {
          throw new AppError('PAYLOAD_TOO_LARGE', 'The photo must be 2 MB or smaller.');
        });
        if (part.file.truncated)
          throw new AppError('PAYLOAD_TOO_LARGE', 'The photo must be 2 MB or smaller.');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    const user = await authenticate(req, bearerOf(req) ?? fields.token ?? null, fields.user_id);
    const parsed = profileFields.safeParse({ name: fields.name ?? '', email: fields.email ?? '' });
    if (!parsed.success)
      throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Unable to update Profile.');
    let photoPath: string | undefined;
    if (photo && photo.length > 0) {
      const type = photoTypeOf(photo);
      if (!type) throw new AppError('BAD_REQUEST', 'The photo must be a JPEG, PNG or WebP image.');
      photoPath = await storePhoto(app.config.dataDir, user.id, photo, type);
    }
    await app.db
      .update(schema.users)
      .set({
        name: parsed.data.name,
        email: parsed.data.email || null,
        ...(photoPath ? { photo: photoPath } : {}),
        updatedAt: app.now(),
      })
      .where(eq(schema.users.id, user.id));
    const data = await loadUserJson(app.db, user.id);
    return { success: true, message: 'Profile Updated.', photo: data.photo, data };
  });
}
