import {
  API_MESSAGES,
  type EditPasswordBody,
  type EditProfileBody,
  type ProfileData,
  type RegisterBody,
  type RegisterData,
} from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { assertImages, deleteImage, storeImage } from '../../lib/images';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { largeUrl } from '../../lib/storage';
import {
  findCredentialsById,
  findProfile,
  insertUser,
  isUniqueViolation,
  lockAvatarKey,
  revokeOtherSessions,
  updatePasswordHash,
  updateProfile,
  type ProfileChanges,
  type ProfileRow,
} from './users.repo';

const AVATAR_FOLDER = 'avatars';
const TEXT_PROFILE_FIELDS = ['display_name', 'gender', 'store_name', 'store_desc'] as const;

/** What the auth module may use: the credentials sign-in checks, and the password a reset sets. */
export { findCredentialsByEmail, updatePasswordHash } from './users.repo';

export async function register({ db }: Pick<AppDeps, 'db'>, input: RegisterBody): Promise<RegisterData> {
  const passwordHash = await hashPassword(input.password);
  try {
    // No look-up first: the unique index decides, so two simultaneous sign-ups cannot both succeed.
    return await insertUser(db, { email: input.email, passwordHash, role: input.roles });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(API_MESSAGES.emailExists, 'EMAIL_TAKEN');
    throw error;
  }
}

function toProfileData(row: ProfileRow): ProfileData {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    display_name: row.display_name,
    gender: row.gender,
    image: largeUrl(row.image_key),
    store_name: row.store_name,
    store_desc: row.store_desc,
  };
}

export async function getProfile({ db }: Pick<AppDeps, 'db'>, userId: number): Promise<ProfileData> {
  const row = await findProfile(db, userId);
  if (!row) throw notFound();
  return toProfileData(row);
}

/**
 * Writes the non-empty text fields and, when a file is given, a new avatar (the old one is deleted
 * once the new one is saved). A refused image writes nothing.
 */
export async function editProfile(
  { db, storage, logger }: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  userId: number,
  input: EditProfileBody,
  avatar: Express.Multer.File | undefined,
): Promise<ProfileData> {
  const changes: ProfileChanges = {};
  for (const field of TEXT_PROFILE_FIELDS) {
    const value = input[field];
    if (value) changes[field] = value;
  }

  let newAvatarKey: string | undefined;
  if (avatar) {
    await assertImages([avatar]);
    newAvatarKey = await storeImage(storage, AVATAR_FOLDER, avatar.buffer);
    changes.image_key = newAvatarKey;
  }

  let replacedAvatarKey: string | null;
  try {
    replacedAvatarKey = await db.transaction(async (tx) => {
      const previous = newAvatarKey ? await lockAvatarKey(tx, userId) : null;
      await updateProfile(tx, userId, changes);
      return previous;
    });
  } catch (error) {
    if (newAvatarKey) await deleteImage(storage, newAvatarKey).catch(() => undefined);
    throw error;
  }

  if (replacedAvatarKey && replacedAvatarKey !== newAvatarKey) {
    await deleteImage(storage, replacedAvatarKey).catch((error: unknown) => {
      logger.warn({ err: error, key: replacedAvatarKey }, 'old avatar could not be deleted');
    });
  }
  return getProfile({ db }, userId);
}

/** Changes the password after checking the old one; every other session of the account ends. */
export async function editPassword(
  { db }: Pick<AppDeps, 'db'>,
  user: { id: number; sessionId: number },
  input: EditPasswordBody,
): Promise<void> {
  const credentials = await findCredentialsById(db, user.id);
  if (!credentials || !(await verifyPassword(credentials.password_hash, input.old_password))) {
    throw unauthorized(API_MESSAGES.wrongOldPassword, 'WRONG_PASSWORD');
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeOtherSessions(tx, user.id, user.sessionId);
  });
}
