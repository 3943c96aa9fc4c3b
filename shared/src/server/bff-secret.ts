/**
 * BFF_SECRET: what the BFF proves itself with on the store API's internal routes (the event stream). Both
 * servers read it; outside production both fall back to the same development value, so `npm start` and the
 * tests need nothing set. Production refuses to start without one of at least 16 characters.
 */
export function readBffSecret(env: NodeJS.ProcessEnv, production: boolean): string {
  const secret = env.BFF_SECRET || (production ? undefined : 'development-only-bff-secret');
  if (!secret || secret.length < 16) {
    throw new Error('BFF_SECRET must be set to at least 16 characters in production (the same on the API and BFF)');
  }
  return secret;
}
