import { useMemo } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { z } from 'zod';
import { fitsMinorUnit, fromMinor, minorDigits, toMinor } from '../../../domain/currency';
import { ZCheckoutSummary } from '../../../domain/schemas/pos';
import { AmountField } from '../../components/form/AmountField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { focusScanBoxAfterDialog } from './scan-focus';
import { decimalsProblem } from './tender';

/** Shipping as checkout takes it (0 or more), to the currency's minor unit, as checkout refuses more decimals. */
function shippingSchema(currency: string, label: string) {
  return ZCheckoutSummary.pick({ shipping: true }).refine((v) => fitsMinorUnit(v.shipping, currency), { message: decimalsProblem(label, currency), path: ['shipping'] });
}

/** 'Add Shipping': the shipping cost of this sale (0 or more, to the currency's minor unit: cent, yen, fils). */
export function ShippingModal({ show, shippingCents, currency, onClose, onSave }: { show: boolean; shippingCents: number; currency: string; onClose: () => void; onSave: (minor: number) => void }) {
  const { t } = useTranslation();
  const label = t('pos:shipping.label');
  const schema = useMemo(() => shippingSchema(currency, label), [currency, label]);
  const form = useZodForm<{ shipping: string }, z.output<typeof schema>>(schema, { values: { shipping: fromMinor(shippingCents, currency).toFixed(minorDigits(currency)) } });

  const onSubmit = ({ shipping }: z.output<typeof schema>) => {
    onSave(toMinor(shipping, currency));
    onClose();
  };

  return (
    <Dialog show={show} onHide={onClose} onExited={focusScanBoxAfterDialog} restoreFocus={false} centered aria-labelledby="shipping-title">
      <ZodForm form={form} idPrefix="pos" onSubmit={onSubmit}>
        <Modal.Header closeButton>
          <Modal.Title id="shipping-title">{t('pos:shipping.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <AmountField name="shipping" label={t('pos:shipping.cost')} autoFocus className="" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t('pos:shipping.close')}
          </Button>
          <Button type="submit" variant="primary">
            {t('pos:shipping.save')}
          </Button>
        </Modal.Footer>
      </ZodForm>
    </Dialog>
  );
}
