import { z } from 'zod';
import { emailField, optionalText, passwordField, wholeNumber } from './fields';
import type { RoleId } from '../constants';

export const registerBody = z.object({
  email: emailField(),
  password: passwordField(),
  roles: wholeNumber().pipe(z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (customer) or 2 (seller)' })),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /users/register → data */
export interface RegisterData {
  id: number;
  email: string;
  roles_id: RoleId;
}

export const GENDERS = ['male', 'female', 'other'] as const;

/** PATCH /users/profile/edit (multipart; `image` travels as a file, not in this body). Empty strings are ignored. */
export const editProfileBody = z.object({
  display_name: optionalText(80),
  gender: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (GENDERS as readonly string[]).includes(value), {
      message: `must be one of ${GENDERS.join(', ')}`,
    }),
  store_name: optionalText(80),
  store_desc: optionalText(1000),
});
export type EditProfileBody = z.infer<typeof editProfileBody>;

/** GET /users/profile → data */
export interface ProfileData {
  id: number;
  email: string;
  role: RoleId;
  display_name: string | null;
  gender: string | null;
  /** URL of the profile picture, or null when there is none (the web shows a fallback). */
  image: string | null;
  store_name: string | null;
  store_desc: string | null;
}

export const editPasswordBody = z.object({
  old_password: z.string().min(1, 'is required'),
  new_password: passwordField(),
});
export type EditPasswordBody = z.infer<typeof editPasswordBody>;
