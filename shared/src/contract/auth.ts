import { z } from 'zod';
import { ROLES } from '../constants';
import { emailField, passwordField } from './fields';
import { defineRoute } from './route';

export const roleId = z
  .union([z.literal(ROLES.customer), z.literal(ROLES.seller)])
  .describe('1 customer, 2 seller.')
  .meta({ id: 'RoleId' });

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'is required').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'is required').max(1024, 'must be at most 1024 characters'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginData = z
  .object({
    token: z.string().describe('The session token: send it as `x-access-token`.'),
    user_id: z.int(),
    email: z.string(),
    roles_id: roleId,
  })
  .meta({ id: 'LoginData' });
export type LoginData = z.infer<typeof loginData>;

/** POST /auth/reset: either asks for a code ({email}) or uses one ({email, code, new_password}). */
export const requestResetBody = z.object({ email: emailField() }).strict();
export const confirmResetBody = z
  .object({
    email: emailField(),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'must be the 6-digit code'),
    new_password: passwordField(),
  })
  .strict();
export type RequestResetBody = z.infer<typeof requestResetBody>;
export type ConfirmResetBody = z.infer<typeof confirmResetBody>;

export const resetData = z
  .object({ otp: z.string().optional().describe('The code itself, only where code exposure is switched on.') })
  .nullable()
  .meta({ id: 'ResetData' });
export type ResetData = NonNullable<z.infer<typeof resetData>>;

export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in: answers a session token.',
    access: 'public',
    body: loginBody,
    data: loginData,
    errors: ['WRONG_CREDENTIALS'],
  }),
  logout: defineRoute({
    method: 'DELETE',
    path: '/auth/logout',
    summary: 'Ends the session whose token is sent.',
    access: 'signed-in',
    data: z.null(),
    errors: [],
  }),
  requestReset: defineRoute({
    method: 'POST',
    path: '/auth/reset',
    summary: 'Asks for a password-reset code, which goes out by mail.',
    description: 'Answers the same whether or not the email has an account.',
    access: 'public',
    body: requestResetBody,
    data: resetData,
    errors: [],
  }),
  confirmReset: defineRoute({
    method: 'POST',
    path: '/auth/reset',
    // A body carrying either field is an attempt to use a code; anything else asks for one.
    selectedBy: { body: ['code', 'new_password'] },
    summary: 'Sets a new password with a reset code; every session of the account ends.',
    description: 'Refuses alike for known and unknown emails.',
    access: 'public',
    body: confirmResetBody,
    data: z.null(),
    errors: ['WRONG_OTP'],
  }),
};
