import crypto from 'node:crypto';
import { API_MESSAGES, LIMITS, type ConfirmResetBody, type LoginBody, type LoginData } from '@spectrum/shared';
import type { AppDeps } from '../../deps';
import { createSession, revokeAllSessions, revokeSession } from '../../lib/auth';
import type { RateRule } from '../../config';
import { HttpError, unauthorized } from '../../lib/errors';
import { hashPassword, timingDummyHash, verifyPassword } from '../../lib/passwords';
import { findCredentialsByEmail, updatePasswordHash } from '../users/users.service';
import { clearHits, countHit, enforce, rateLimited } from '../../lib/rate-limit';
import { claimResetAttempt, consumeResetCode, isKnownAddress, rememberAddress, replaceResetCode } from './auth.repo';

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

/** The user id the reset flow works with for an email no account has: no row has it (ids start at 1). */
const NO_ACCOUNT = 0;

/**
 * Guesses at the current code of one email: LIMITS.otpMaxAttempts per code, counted for every email whether or
 * not an account has it, and restarted when a code is asked for. The window outlasts a code, so a 429 holds until
 * a new code is asked for (and tells how long the old one would have lasted, in Retry-After).
 */
const CODE_GUESSES: RateRule = { max: LIMITS.otpMaxAttempts, windowSeconds: LIMITS.otpTtlMinutes * 60 };

/** What a stored code hash is compared against when there is none: no HMAC output is all zeros in practice. */
const NO_CODE_HASH = '0'.repeat(64);

/**
 * Sends a new one-time code when the email belongs to an account, and answers the same way when it does not:
 * the same limits, statements and answer (the code-replacing statements run for an id no account has and change
 * nothing), and the mail, the one thing only a known email gets, goes out after the answer. Returns the code
 * only when EXPOSE_RESET_CODE is on and the account exists.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, address: string): Promise<{ otp?: string }> {
  const { db, config, mailer, logger } = deps;
  const limits = config.rateLimits;
  const emailKey = email.toLowerCase();
  await enforce(db, 'resetRequestAddress', address, limits.resetRequestAddress, `${TOO_MANY_CODES} from your address`);
  // Counted for unknown emails too, so that the answer never tells which accounts exist.
  await enforce(db, 'resetRequestAccount', emailKey, limits.resetRequestAccount, `${TOO_MANY_CODES} for this account`);
  const user = await findCredentialsByEmail(db, email);
  const userId = user?.id ?? NO_ACCOUNT;
  const code = newResetCode();
  await db.transaction(async (tx) => {
    await replaceResetCode(tx, {
      userId,
      codeHash: resetCodeHash(config.secret, userId, code),
      ttlMinutes: LIMITS.otpTtlMinutes,
    });
    await clearHits(tx, 'resetCodeGuesses', emailKey);
  });
  if (!user) return {};
  // After the answer: waiting for the mail server, or even handing the mail over, would make a real account's
  // answer measurably slower than an unknown email's, and a failing mail server must not change the answer.
  setImmediate(() => {
    mailer
      .send({
        to: user.email,
        subject: 'Your Spectrum password reset code',
        text:
          `Your password reset code is ${code}.\n\n` +
          `It is valid for ${LIMITS.otpTtlMinutes} minutes and can be used once. ` +
          'If you did not ask to reset your password, you can ignore this mail; your password stays the same.',
      })
      .catch((error: unknown) =>
        logger.error({ err: error, userId: user.id }, 'password reset mail could not be sent'),
      );
  });
  return config.exposeResetCode ? { otp: code } : {};
}

function codesMatch(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/**
 * Sets a new password with a one-time code; every session of the account ends. Every guess is counted before
 * the code is compared, three ways, for unknown emails exactly as for known ones: per address
 * (resetConfirmAddress), per email over all its codes (resetGuessAccount, which a new code never restores), and
 * per email and code (CODE_GUESSES: the 429 after 5 wrong tries, with Retry-After). An unknown email then runs the
 * same statements and the same comparison as a wrong code of a known one, so neither the answers nor the work
 * tell which accounts exist.
 */
export async function confirmPasswordReset(deps: AuthDeps, input: ConfirmResetBody, address: string): Promise<void> {
  const { db, config } = deps;
  const limits = config.rateLimits;
  const emailKey = input.email.toLowerCase();
  await enforce(
    db,
    'resetConfirmAddress',
    address,
    limits.resetConfirmAddress,
    'Too many reset codes tried from your address',
  );
  await enforce(db, 'resetGuessAccount', emailKey, limits.resetGuessAccount, TOO_MANY_GUESSES);
  const guess = await countHit(db, 'resetCodeGuesses', emailKey, CODE_GUESSES);
  if (guess.hits > CODE_GUESSES.max) {
    throw new HttpError(429, API_MESSAGES.tooManyAttempts, undefined, { retryAfterSeconds: guess.retryAfterSeconds });
  }

  const user = await findCredentialsByEmail(db, input.email);
  const userId = user?.id ?? NO_ACCOUNT;
  // The code's own cap holds too: each guess is compared only after it has claimed its attempt.
  const attempt = await claimResetAttempt(db, userId, LIMITS.otpMaxAttempts);
  const matches = codesMatch(attempt?.code_hash ?? NO_CODE_HASH, resetCodeHash(config.secret, userId, input.code));
  if (!user || !attempt || !matches) throw unauthorized(API_MESSAGES.wrongOtp, 'WRONG_OTP');

  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    if (!(await consumeResetCode(tx, attempt.id))) throw unauthorized(API_MESSAGES.wrongOtp, 'WRONG_OTP');
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeAllSessions(tx, user.id);
    await clearHits(tx, 'resetCodeGuesses', emailKey);
  });
}
