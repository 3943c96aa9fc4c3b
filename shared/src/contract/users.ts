import { z } from 'zod';
import { roleId } from './auth';
import { emailField, optionalText, passwordField, wholeNumber } from './fields';
import { defineRoute } from './route';

export const registerBody = z.object({
  email: emailField(),
  password: passwordField(),
  roles: wholeNumber().pipe(z.union([z.literal(1), z.literal(2)], { error: 'must be 1 (customer) or 2 (seller)' })),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerData = z.object({ id: z.int(), email: z.string(), roles_id: roleId }).meta({ id: 'RegisterData' });
export type RegisterData = z.infer<typeof registerData>;

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

export const profileData = z
  .object({
    id: z.int(),
    email: z.string(),
    role: roleId,
    display_name: z.string().nullable(),
    gender: z.string().nullable(),
    image: z.string().nullable().describe('URL of the profile picture, or null when there is none.'),
    store_name: z.string().nullable(),
    store_desc: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type ProfileData = z.infer<typeof profileData>;

export const editPasswordBody = z.object({
  old_password: z.string().min(1, 'is required'),
  new_password: passwordField(),
});
export type EditPasswordBody = z.infer<typeof editPasswordBody>;

export const userRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/users/register',
    summary: 'Creates an account (roles 1 customer, 2 seller).',
    access: 'public',
    body: registerBody,
    status: 201,
    data: registerData,
    errors: ['EMAIL_TAKEN'],
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/users/profile',
    summary: "The signed-in user's profile.",
    access: 'signed-in',
    data: profileData,
    errors: [],
  }),
  editProfile: defineRoute({
    method: 'PATCH',
    path: '/users/profile/edit',
    summary: 'Changes the profile; a picture comes as the multipart file `image`.',
    description:
      'Only the fields sent and not empty are written. A request with a file counts against the upload limits.',
    access: 'signed-in',
    body: editProfileBody,
    upload: { field: 'image', maxFiles: 1, tooManyFiles: 'Send one profile picture only' },
    data: profileData,
    errors: ['IMAGE_TOO_LARGE', 'NOT_AN_IMAGE', 'TOO_MANY_FILES'],
  }),
  editPassword: defineRoute({
    method: 'PATCH',
    path: '/users/editpwd',
    summary: 'Changes the password; every other session of the account ends.',
    access: 'signed-in',
    body: editPasswordBody,
    data: z.null(),
    errors: ['WRONG_PASSWORD'],
  }),
};
