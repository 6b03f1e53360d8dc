import { useEffect } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { proposedCashRounding } from '../../../domain/cash-rounding';
import { businessFormat } from '../../../domain/formats';
import { canonicalLocale, canonicalTimeZone } from '../../../domain/region';
import { ZCashRounding, ZLanguage, ZLocale, ZTimeZone, type TRegion } from '../../../domain/schemas/region';
import { useRegion, useSaveRegion } from '../../api/settings';
import { LanguageField } from '../../components/form/LanguageField';
import { TextField } from '../../components/form/FormField';
import { LocaleField, TimeZoneField } from '../../components/form/RegionFields';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';

const ZRegionForm = z.object({ timeZone: ZTimeZone, locale: ZLocale, language: ZLanguage, cashRounding: ZCashRounding });

/** The form's values: the increment as typed. */
type RegionValues = Omit<TRegion, 'cashRounding'> & { cashRounding: string };

/** A sample of what the chosen locale and zone write, as they are typed (nothing until both are valid). */
function Sample({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [timeZone, locale] = useWatch<TRegion, ['timeZone', 'locale']>({ name: ['timeZone', 'locale'] });
  const zone = canonicalTimeZone(timeZone ?? '');
  const tag = canonicalLocale(locale ?? '');
  if (!zone || !tag) return null;
  const format = businessFormat({ timeZone: zone, locale: tag, currency });
  return (
    <p className="small text-body-secondary" data-testid="region-sample">
      {t('settings:region.sample', { date: format.receiptDate(new Date()), money: format.money(1234.56), number: format.number(1234567) })}
    </p>
  );
}

/**
 * The business's language (its screens, receipts and API answers, unless a person picks their
 * own), time zone (its days, reports and receipts) and locale (how it writes numbers, money and dates).
 */
export function RegionSection({ currency, notify }: { currency: string; notify: (message: string) => void }) {
  const { t } = useTranslation();
  const region = useRegion();
  const save = useSaveRegion();
  const form = useZodForm<RegionValues, TRegion>(ZRegionForm, { defaultValues: { timeZone: '', locale: '', language: 'en', cashRounding: '0' } });
  const { reset } = form;
  useEffect(() => {
    if (region.data) reset({ ...region.data, cashRounding: String(region.data.cashRounding) });
  }, [region.data, reset]);
  const proposed = proposedCashRounding(currency);

  if (region.isPending) return <Loader />;
  if (region.error) return <ErrorMessage error={region.error} />;

  const onSubmit = async (values: TRegion) => {
    try {
      await save.mutateAsync(values);
      notify(t('settings:region.saved'));
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <ZodForm form={form} idPrefix="settings-region" onSubmit={onSubmit} serverError={save.error} ariaLabel={t('settings:region.formLabel')}>
          <h2 className="h5">{t('settings:region.title')}</h2>
          <LanguageField hint={t('settings:region.languageHint')} />
          <TimeZoneField label={t('common:timeZone.label')} hint={t('settings:region.timeZoneHint')} />
          <LocaleField label={t('settings:region.formats')} hint={t('settings:region.formatsHint')} />
          <Sample currency={currency} />
          <TextField
            name="cashRounding"
            label={t('settings:region.cashRounding')}
            hint={proposed > 0 ? t('settings:region.cashRoundingHintProposed', { currency, amount: proposed }) : t('settings:region.cashRoundingHint')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            className="mb-3"
          />
          <Button type="submit">{t('settings:region.save')}</Button>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
