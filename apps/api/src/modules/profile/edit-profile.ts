import { type Db, schema } from '@khabar/db';
import { profileFields, type UserJson } from '@khabar/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../errors/app-error.ts';
import { encodeProfilePhoto } from '../images/index.ts';
import { getUserProfile } from './get-user-profile.ts';
import { removePhoto, storePhoto } from './photo-file.ts';

/**
 * Changes the name, e-mail and (when sent) photo; the mobile number is the account and never changes.
 * A refused request leaves nothing behind: everything is checked before the photo is written, the
 * file is removed again if the update fails, and the photo it replaces is removed once it is replaced
 * (an account keeps one photo, not every upload). The photo kept is re-encoded from the upload's
 * pixels (a square JPEG without EXIF): uploaded bytes are never served as received.
 */
export async function editProfile({
  db,
  dataDir,
  now,
  userId,
  name,
  email,
  photo,
}: {
  db: Db;
  dataDir: string;
  now: Date;
  userId: number;
  name: string;
  email: string;
  photo: Buffer | null;
}): Promise<{ success: true; message: string; photo: string | null; data: UserJson }> {
  const parsed = profileFields.safeParse({ name, email });
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', parsed.error.issues[0]?.message ?? 'Unable to update Profile.');
  // Checked and re-encoded before anything is written (a refusal names what is wrong with the photo).
  const photoPath =
    photo && photo.length > 0
      ? await storePhoto({ dataDir, userId, jpeg: await encodeProfilePhoto({ bytes: photo }) })
      : null;
  let replaced: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ photo: schema.users.photo })
        .from(schema.users)
        .where(eq(schema.users.id, userId))
        .for('update');
      replaced = photoPath ? (before?.photo ?? null) : null;
      await tx
        .update(schema.users)
        .set({
          name: parsed.data.name,
          email: parsed.data.email || null,
          ...(photoPath ? { photo: photoPath } : {}),
          updatedAt: now,
        })
        .where(eq(schema.users.id, userId));
    });
  } catch (err) {
    await removePhoto({ dataDir, path: photoPath });
    throw err;
  }
  await removePhoto({ dataDir, path: replaced });
  const data = await getUserProfile({ db, userId });
  return { success: true, message: 'Profile Updated.', photo: data.photo, data };
}
