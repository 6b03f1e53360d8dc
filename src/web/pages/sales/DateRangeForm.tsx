import { useEffect } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ZDateRange, type TDateRange } from '../../../domain/schemas/reports';
import type { DayRangeParams } from '../../api/sales';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';

/** From/To day pickers, checked with the range schema the server uses. Days are the business's, in its time zone, as on the server. */
export function DateRangeForm({ value, onChange, onClear }: { value: DayRangeParams; onChange: (range: DayRangeParams) => void; onClear?: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useBusinessFormat();
  const form = useZodForm<{ from: string; to: string }, TDateRange>(ZDateRange, { defaultValues: { from: value.from ?? '', to: value.to ?? '' } });
  const { reset } = form;
  useEffect(() => reset({ from: value.from ?? '', to: value.to ?? '' }), [value.from, value.to, reset]);

  return (
    <ZodForm form={form} idPrefix="range" onSubmit={({ from, to }: TDateRange) => onChange({ from, to })} className="mb-3" ariaLabel={t('sales:range.formLabel')}>
      <div className="row g-2 align-items-start">
        <TextField name="from" label={t('sales:range.from')} labelClassName="small mb-1" type="date" className="col-auto" />
        <TextField name="to" label={t('sales:range.to')} labelClassName="small mb-1" type="date" className="col-auto" />
        <div className="col-auto">
          {/* A blank line as tall as the fields' labels keeps the buttons level with the inputs, whatever shows under them. */}
          <div className="small mb-1" aria-hidden="true">
            {'\u00a0'}
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2">
            <Button type="submit">{t('sales:range.show')}</Button>
            {onClear && (
              <Button variant="light" onClick={onClear}>
                {t('sales:range.clear')}
              </Button>
            )}
            <span className="small text-body-secondary">{t('sales:range.daysIn', { timeZone })}</span>
          </div>
        </div>
      </div>
    </ZodForm>
  );
}
