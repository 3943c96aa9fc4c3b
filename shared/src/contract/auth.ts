import { z } from 'zod';
import { emailField, passwordField } from './fields';
import type { RoleId } from '../constants';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'is required').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'is required').max(1024, 'must be at most 1024 characters'),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /auth/login → data */
export interface LoginData {
  token: string;
  user_id: number;
  email: string;
  roles_id: RoleId;
}

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

/** POST /auth/reset → data (otp only while OTP exposure is on). */
export interface ResetData {
  otp?: string;
}
