import crypto from 'node:crypto';
import { API_MESSAGES, LIMITS, type ConfirmResetBody, type LoginBody, type LoginData } from '@spectrum/shared';
import type { AppDeps } from '../../app';
import { createSession, revokeAllSessions, revokeSession } from '../../lib/auth';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/passwords';
import { findCredentialsByEmail, updatePasswordHash } from '../users/users.repo';
import {
  claimResetAttempt,
  clearLoginAttempts,
  consumeResetCode,
  countLoginAttempt,
  isNewestCodeExhausted,
  replaceResetCode,
} from './auth.repo';

type AuthDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>;

/**
 * Signs in. Each email gets LIMITS.loginMaxAttempts tries per window, counted for unknown emails too so
 * that the answer never tells which accounts exist; a success clears the count.
 */
export async function login({ db }: Pick<AppDeps, 'db'>, input: LoginBody): Promise<LoginData> {
  const attempts = await countLoginAttempt(db, input.email, LIMITS.loginWindowMinutes);
  if (attempts > LIMITS.loginMaxAttempts) throw tooManyRequests(API_MESSAGES.tooManyLogins);
  const user = await findCredentialsByEmail(db, input.email);
  // Verify against a dummy hash for unknown emails so the answer takes as long either way.
  const passwordMatches = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), input.password);
  if (!user || !passwordMatches) throw unauthorized(API_MESSAGES.wrongCredentials, 'WRONG_CREDENTIALS');
  await clearLoginAttempts(db, input.email);
  const token = await createSession(db, user.id);
  return { token, user_id: user.id, email: user.email, roles_id: user.role };
}

export async function logout({ db }: Pick<AppDeps, 'db'>, sessionId: number): Promise<void> {
  await revokeSession(db, sessionId);
}

function resetCodeHash(secret: string, userId: number, code: string): string {
  // Binding the user id means a stored hash says nothing about any other account's code.
  return crypto.createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

function newResetCode(): string {
  return crypto
    .randomInt(0, 10 ** LIMITS.otpLength)
    .toString()
    .padStart(LIMITS.otpLength, '0');
}

/**
 * Sends a new one-time code when the email belongs to an account. Returns the code only when OTP
 * exposure is on and the account exists; the caller answers the same way in every other case.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<{ otp?: string }> {
  const { db, config, mailer, logger } = deps;
  const user = await findCredentialsByEmail(db, email);
  if (!user) return {};
  const code = newResetCode();
  await db.transaction((tx) =>
    replaceResetCode(tx, {
      userId: user.id,
      codeHash: resetCodeHash(config.secret, user.id, code),
      ttlMinutes: LIMITS.otpTtlMinutes,
    }),
  );
  // Not awaited: waiting for the mail server would make the answer for a real account measurably slower
  // than for an unknown email, and a failing mail server must not change the answer either.
  mailer
    .send({
      to: user.email,
      subject: 'Your Spectrum password reset code',
      text:
        `Your password reset code is ${code}.\n\n` +
        `It is valid for ${LIMITS.otpTtlMinutes} minutes and can be used once. ` +
        'If you did not ask to reset your password, you can ignore this mail; your password stays the same.',
    })
    .catch((error: unknown) => logger.error({ err: error, userId: user.id }, 'password reset mail could not be sent'));
  return config.exposeOtp ? { otp: code } : {};
}

function codesMatch(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/** Sets a new password with a one-time code; every session of the account ends. */
export async function confirmPasswordReset(deps: AuthDeps, input: ConfirmResetBody): Promise<void> {
  const { db, config } = deps;
  const user = await findCredentialsByEmail(db, input.email);
  if (!user) throw unauthorized(API_MESSAGES.wrongOtp, 'WRONG_OTP');

  const attempt = await claimResetAttempt(db, user.id, LIMITS.otpMaxAttempts);
  if (!attempt) {
    if (await isNewestCodeExhausted(db, user.id, LIMITS.otpMaxAttempts)) throw tooManyRequests();
    throw unauthorized(API_MESSAGES.wrongOtp, 'WRONG_OTP');
  }
  if (!codesMatch(attempt.code_hash, resetCodeHash(config.secret, user.id, input.code))) {
    throw unauthorized(API_MESSAGES.wrongOtp, 'WRONG_OTP');
  }

  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    if (!(await consumeResetCode(tx, attempt.id))) throw unauthorized(API_MESSAGES.wrongOtp, 'WRONG_OTP');
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeAllSessions(tx, user.id);
  });
}
