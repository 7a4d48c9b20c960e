/** One limit: at most `max` requests per `windowMs` from one client (or one key). */
export type RateLimit = { max: number; windowMs: number };

const MINUTE = 60_000;

/**
 * Every rate limit of the API, by name (docs/product-rules.md § Rate limits). Routes name theirs;
 * the numbers are multiplied by RATE_LIMIT_FACTOR (`config.rateLimitFactor`) so tests and
 * benchmarks can raise them.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts from one address. */
  login: { max: 30, windowMs: MINUTE },
  /** Failed sign-ins for one email, counted apart from those of one address. */
  loginFailuresPerEmail: { max: 10, windowMs: 15 * MINUTE },
  /** Each call stores a state row: limited so nobody fills the table. */
  googleLogin: { max: 20, windowMs: MINUTE },
  googleCallback: { max: 30, windowMs: MINUTE },
  passwordReset: { max: 5, windowMs: 15 * MINUTE },
  passwordResetConfirm: { max: 20, windowMs: 15 * MINUTE },
  activation: { max: 20, windowMs: 15 * MINUTE },
  acceptInvitation: { max: 20, windowMs: 15 * MINUTE },
  checkEmail: { max: 60, windowMs: MINUTE },
  register: { max: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** A named limit in @fastify/rate-limit's terms, scaled by the configured factor. */
export function rateLimitOptions(
  name: RateLimitName,
  factor: number,
): { max: number; timeWindow: number } {
  const limit = RATE_LIMITS[name];
  return { max: Math.ceil(limit.max * factor), timeWindow: limit.windowMs };
}
