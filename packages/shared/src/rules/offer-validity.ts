/**
 * Whether an offer's validity has passed (docs/product-rules.md § Comparing and awarding, Expired
 * offers): valid until a day before `today` (both YYYY-MM-DD, compared as text). An offer with no
 * validity date never expires.
 */
export function isOfferExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/** Today's date, YYYY-MM-DD, in UTC. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
