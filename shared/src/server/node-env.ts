/** The modes both servers know. Anything else is refused at start rather than read as development. */
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

function isNodeEnv(value: string): value is NodeEnv {
  return (NODE_ENVS as readonly string[]).includes(value);
}

/**
 * `NODE_ENV`: unset (or empty) is development; `prod`, `Production` or a typo used to mean development too, which
 * switched on its conveniences (relaxed limits, stack traces…) on what was meant to be a production server.
 */
export function readNodeEnv(value: string | undefined): NodeEnv {
  if (value === undefined || value === '') return 'development';
  if (isNodeEnv(value)) return value;
  throw new Error(
    `NODE_ENV must be development, production or test (unset means development), not "${value}"; ` +
      'it is read exactly as written, so "prod" or "Production" are refused too',
  );
}

/**
 * Runs a server's configuration loader, and when it refuses the environment, says why in one sentence on stderr
 * and exits with 1, instead of a stack trace.
 */
export function loadConfigOrExit<Config>(serverName: string, load: () => Config): Config {
  try {
    return load();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${serverName} refuses to start: ${reason}\n`);
    process.exit(1);
  }
}
