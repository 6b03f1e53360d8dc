import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldValues, type Resolver, type ResolverResult, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** zodResolver for a form whose inputs hold `TValues` and whose schema makes `TParsed` of them. */
function resolverFor<TValues extends FieldValues, TParsed>(schema: z.ZodType<TParsed, FieldValues>): Resolver<TValues, unknown, TParsed> {
  const resolve = zodResolver(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, { ...options, names: options.names?.map(String) });
    // zod names each problem by the path of the value it checked, and it checked these values:
    // the errors are keyed by TValues' own fields.
    return result as ResolverResult<TValues, TParsed>;
  };
}

/**
 * The one way a form is made: react-hook-form checked by a zod schema (the shared one wherever
 * the server has it). The form keeps what its inputs hold (`TValues`, mostly text); a valid submit
 * hands over what the schema makes of it (`TParsed`). Checked on submit only, as the spec checks
 * its forms, so messages do not change under the user's fingers.
 */
export function useZodForm<TValues extends FieldValues, TParsed>(
  schema: z.ZodType<TParsed, FieldValues>,
  props: Omit<UseFormProps<TValues, unknown, TParsed>, 'resolver' | 'mode' | 'reValidateMode'> = {},
): UseFormReturn<TValues, unknown, TParsed> {
  const resolver = useMemo(() => resolverFor<TValues, TParsed>(schema), [schema]);
  return useForm<TValues, unknown, TParsed>({ ...props, mode: 'onSubmit', reValidateMode: 'onSubmit', resolver });
}
