/**
 * An item category's tax class on the Items screen: admins pick it from the business's classes
 * (saved as soon as it changes); everyone else reads it. "Default" follows whichever class is the
 * default, now and later.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { hasRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { useSetItemTaxClass, useTaxClasses, type TTaxClass } from '../../api/tax-classes';
import { SelectField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { FormScope } from '../../components/form/ZodForm';
import { ErrorMessage } from '../../components/Message';

/** The select's value: a class id, or '' for the default class. */
const ZPick = z.object({ taxClassId: z.string().transform((id) => (id === '' ? null : id)) });

const describe = (c: TTaxClass) => `${c.name} (${c.rate} %)`;

function Picker({ itemId, item, taxClassId, classes }: { itemId: string; item: string; taxClassId: string | null; classes: TTaxClass[] }) {
  const { t } = useTranslation();
  const save = useSetItemTaxClass();
  const values = useMemo(() => ({ taxClassId: taxClassId ?? '' }), [taxClassId]);
  const form = useZodForm<{ taxClassId: string }, z.output<typeof ZPick>>(ZPick, { values });
  const standard = classes.find((c) => c.isDefault);
  const { handleSubmit, reset, watch } = form;
  const { mutateAsync } = save;
  // Saved as soon as the admin picks (a change by the person, not a reset after a refetch).
  useEffect(() => {
    const pick = handleSubmit(async ({ taxClassId: picked }) => {
      await mutateAsync({ itemId, taxClassId: picked }).catch(() => reset(values));
    });
    const watching = watch((_, { type }) => {
      if (type === 'change') void pick();
    });
    return () => watching.unsubscribe();
  }, [handleSubmit, reset, watch, mutateAsync, itemId, values]);
  return (
    <FormScope form={form} idPrefix={`item-tax-${itemId}`}>
      <SelectField name="taxClassId" label={t('items:taxClass.of', { item })} hideLabel className="">
        <option value="">{standard ? t('items:taxClass.defaultIs', { taxClass: describe(standard) }) : t('items:taxClass.default')}</option>
        {classes
          .filter((c) => !c.isDefault)
          .map((c) => (
            <option key={c._id} value={c._id}>
              {describe(c)}
            </option>
          ))}
      </SelectField>
      <ErrorMessage error={save.error} />
    </FormScope>
  );
}

export function TaxClassPicker({ itemId, item, taxClassId }: { itemId: string; item: string; taxClassId: string | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const classes = useTaxClasses();
  if (!classes.data) return <span className="text-body-secondary">…</span>;
  if (hasRole(user, 'admin')) return <Picker itemId={itemId} item={item} taxClassId={taxClassId} classes={classes.data} />;
  const own = classes.data.find((c) => c._id === taxClassId) ?? classes.data.find((c) => c.isDefault);
  return <>{own ? describe(own) : t('items:taxClass.default')}</>;
}
