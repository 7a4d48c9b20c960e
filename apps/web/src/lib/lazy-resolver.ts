import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose schema, and zod with it, is fetched when the user first focuses
 * the form (`preload`) or the form is first checked, not with the page: zod is about 23 KB of
 * compressed JavaScript the first paint does not need (docs/decisions/016-web-delivery.md § Web
 * delivery). A failed fetch is tried again on the next check.
 */
export function createLazyResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
) {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}

/** A focus handler that starts fetching a form's schema; a failure shows when the form is checked. */
export const preloadOnFocus = (preload: () => Promise<unknown>) => () =>
  void preload().catch(() => undefined);
