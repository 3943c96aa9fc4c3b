import crypto from 'node:crypto';
import { API_MESSAGES, LIMITS, type ConfirmResetBody, type LoginBody, type LoginData } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import { createSession, revokeAllSessions, revokeSession } from '../../lib/auth';
import { tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/passwords';
import { findCredentialsByEmail, updatePasswordHash } from '../users/users.service';
import { clearHits, countHit, enforce, rateLimited } from '../../lib/rate-limit';
import {
  claimResetAttempt,
  consumeResetCode,
  isKnownAddress,
  isNewestCodeExhausted,
  rememberAddress,
  replaceResetCode,
} from './auth.repo';

type AuthDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>;

const TOO_MANY_LOGINS = 'Too many login attempts';
const TOO_MANY_CODES = 'Too many reset codes requested';
const TOO_MANY_GUESSES = 'Too many wrong reset codes for this account';

/**
 * Signs in, every attempt counted before the password is checked (unknown emails too, so the answer never
 * tells which accounts exist):
 * - per address, over all accounts (loginAddress);
 * - per account and address (loginAccountAddress), cleared by a success: the address that guesses is the one
 *   that waits;
 * - per account over all addresses (loginAccount), against guessing from many addresses at once. It does not
 *   bind an address this account signed in from before, so an attacker who exhausts it cannot lock the owner
 *   out of their own account; it is never cleared by a success, so the owner signing in gives no fresh budget.
 * Design and numbers: docs/security.md.
 */
export async function login(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  input: LoginBody,
  address: string,
): Promise<LoginData> {
  const limits = config.rateLimits;
  const email = input.email.toLowerCase();
  await enforce(db, 'loginAddress', address, limits.loginAddress, `${TOO_MANY_LOGINS} from your address`);
  const pairKey = `${email} ${address}`;
  await enforce(db, 'loginAccountAddress', pairKey, limits.loginAccountAddress, TOO_MANY_LOGINS);
  const user = await findCredentialsByEmail(db, email);
  const accountHit = await countHit(db, 'loginAccount', email, limits.loginAccount);
  if (accountHit.hits > limits.loginAccount.max && !(user && (await isKnownAddress(db, user.id, address)))) {
    throw rateLimited(`${TOO_MANY_LOGINS} for this account`, accountHit.retryAfterSeconds);
  }
  // Verify against a dummy hash for unknown emails so the answer takes as long either way.
  const passwordMatches = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), input.password);
  if (!user || !passwordMatches) throw unauthorized(API_MESSAGES.wrongCredentials, 'WRONG_CREDENTIALS');
  await clearHits(db, 'loginAccountAddress', pairKey);
  await rememberAddress(db, user.id, address);
  const token = await createSession(db, user.id, config);
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
export async function requestPasswordReset(deps: AuthDeps, email: string, address: string): Promise<{ otp?: string }> {
  const { db, config, mailer, logger } = deps;
  const limits = config.rateLimits;
  await enforce(db, 'resetRequestAddress', address, limits.resetRequestAddress, `${TOO_MANY_CODES} from your address`);
  // Counted for unknown emails too, so that the answer never tells which accounts exist.
  await enforce(
    db,
    'resetRequestAccount',
    email.toLowerCase(),
    limits.resetRequestAccount,
    `${TOO_MANY_CODES} for this account`,
  );
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

/**
 * Sets a new password with a one-time code; every session of the account ends. Besides each code's own
 * LIMITS.otpMaxAttempts, every guess spends the account's budget (resetGuessAccount), which lives apart from
 * the codes: asking for a new code never restores it.
 */
export async function confirmPasswordReset(deps: AuthDeps, input: ConfirmResetBody, address: string): Promise<void> {
  const { db, config } = deps;
  const limits = config.rateLimits;
  await enforce(
    db,
    'resetConfirmAddress',
    address,
    limits.resetConfirmAddress,
    'Too many reset codes tried from your address',
  );
  // Spent for unknown emails too, so the answer never tells which accounts exist.
  await enforce(db, 'resetGuessAccount', input.email.toLowerCase(), limits.resetGuessAccount, TOO_MANY_GUESSES);
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
