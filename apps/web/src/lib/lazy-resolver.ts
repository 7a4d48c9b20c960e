import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type SchemaLoader<Schema> = () => Promise<Schema>;

/**
 * A react-hook-form resolver for a shared zod schema that loads zod and the schema on demand, so
 * they stay out of a page's first load. Call `preload` once the page has rendered so the first
 * validation does not wait.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  loadSchema: SchemaLoader<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => {
      void load();
    },
  };
}
