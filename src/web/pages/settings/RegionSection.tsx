import { useEffect } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { businessFormat } from '../../../domain/formats';
import { canonicalLocale, canonicalTimeZone } from '../../../domain/region';
import { ZLocale, ZTimeZone, type TRegion } from '../../../domain/schemas/region';
import { useRegion, useSaveRegion } from '../../api/settings';
import { LocaleField, TimeZoneField } from '../../components/form/RegionFields';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';

export const REGION_SAVED = 'Time zone and formats updated';

const ZRegionForm = z.object({ timeZone: ZTimeZone, locale: ZLocale });

/** A sample of what the chosen locale and zone write, as they are typed (nothing until both are valid). */
function Sample({ currency }: { currency: string }) {
  const [timeZone, locale] = useWatch<TRegion, ['timeZone', 'locale']>({ name: ['timeZone', 'locale'] });
  const zone = canonicalTimeZone(timeZone ?? '');
  const tag = canonicalLocale(locale ?? '');
  if (!zone || !tag) return null;
  const format = businessFormat({ timeZone: zone, locale: tag, currency });
  return (
    <p className="small text-body-secondary" data-testid="region-sample">
      Now: {format.receiptDate(new Date())} · {format.money(1234.56)} · {format.number(1234567)}
    </p>
  );
}

/** The business's time zone (its days, reports and receipts) and locale (how it writes numbers, money and dates). */
export function RegionSection({ currency, notify }: { currency: string; notify: (message: string) => void }) {
  const region = useRegion();
  const save = useSaveRegion();
  const form = useZodForm<TRegion, TRegion>(ZRegionForm, { defaultValues: { timeZone: '', locale: '' } });
  const { reset } = form;
  useEffect(() => {
    if (region.data) reset(region.data);
  }, [region.data, reset]);

  if (region.isPending) return <Loader />;
  if (region.error) return <ErrorMessage error={region.error} />;

  const onSubmit = async (values: TRegion) => {
    try {
      await save.mutateAsync(values);
      notify(REGION_SAVED);
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <ZodForm form={form} idPrefix="settings-region" onSubmit={onSubmit} serverError={save.error} ariaLabel="Time zone and formats">
          <h2 className="h5">Time Zone and Formats</h2>
          <TimeZoneField hint="Days in sales history, reports and exports, and times on receipts, follow this zone." />
          <LocaleField label="Formats" hint="How numbers, money and dates are written, e.g. en-US, fr-FR, de-CH, ja-JP." />
          <Sample currency={currency} />
          <Button type="submit">Save Time Zone and Formats</Button>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
