import { useMemo } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_DISCOUNT_PCT } from '../../../domain/constants';
import { numberFromText } from '../../../domain/schemas/common';
import type { TPosProduct } from '../../api/pos';
import { CountField } from '../../components/form/CountField';
import { useZodForm } from '../../components/form/useZodForm';
import { FormScope } from '../../components/form/ZodForm';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { focusScanBox } from './scan-focus';

interface RowValues {
  saleqty: string;
  disc: string;
}

const NEW_ROW: RowValues = { saleqty: '1', disc: '0' };

/**
 * A line to add, within this product's bounds: 1 to what is on hand, and the spec's 0 to 50 %
 * discount. (Checkout's line schema checks the same on the server; the row says it in the few
 * characters its cell has room for.)
 */
function lineSchema(onHand: number, range: (min: number, max: number) => string) {
  const whole = (min: number, max: number) => z.preprocess(numberFromText, z.number({ error: range(min, max) }).int(range(min, max)).min(min, range(min, max)).max(max, range(min, max)));
  return z.object({ saleqty: whole(1, onHand), disc: whole(0, MAX_DISCOUNT_PCT) });
}

/**
 * One product with its own small form: a row cannot hold a <form>, so the inputs in the Select
 * and Disc cells join the form in the Select cell through their `form` attribute.
 */
function ProductRow({ product, currency, onAdd }: { product: TPosProduct; currency: string; onAdd: (p: TPosProduct, saleqty: number, disc: number) => void }) {
  const { t } = useTranslation();
  const formId = `pos-add-${product._id}`;
  const format = useBusinessFormat();
  const schema = useMemo(() => lineSchema(product.qty, (min, max) => t('pos:products.range', { min, max })), [product.qty, t]);
  const form = useZodForm<RowValues, { saleqty: number; disc: number }>(schema, { defaultValues: NEW_ROW });
  const name = `${product.manufacturer} ${product.subname}`;

  const onSubmit = form.handleSubmit(({ saleqty, disc }) => {
    onAdd(product, saleqty, disc);
    form.reset(NEW_ROW);
    // Ready for the next scan: the Add button keeps no focus.
    focusScanBox();
  });

  return (
    <FormScope form={form} idPrefix={formId}>
      <tr>
        <td className="pos-p-mfg">{product.manufacturer}</td>
        <td className="pos-p-name">{product.subname}</td>
        <td className="pos-p-qty" data-label={t('pos:products.onHand')} data-after={t('pos:products.onHandAfter')}>
          {product.qty}
        </td>
        <td className="pos-p-price">{format.money(product.price, currency)}</td>
        <td className="pos-p-select">
          <form id={formId} onSubmit={onSubmit} className="d-flex gap-2 align-items-start" noValidate>
            <CountField name="saleqty" label={t('pos:products.quantityOf', { name })} hideLabel className="" inputClassName="form-control-sm" min={1} max={product.qty} style={{ width: '5.5rem' }} />
            <Button type="submit" size="sm" variant="success" aria-label={t('pos:products.addName', { name })} title={t('pos:products.addTitle')}>
              {t('pos:products.add')}
            </Button>
          </form>
        </td>
        <td className="pos-p-disc" data-label={t('pos:products.discPct')}>
          <CountField name="disc" label={t('pos:products.discountOn', { name })} hideLabel className="" inputClassName="form-control-sm" form={formId} min={0} max={MAX_DISCOUNT_PCT} style={{ width: '5rem' }} />
        </td>
      </tr>
    </FormScope>
  );
}

export function ProductTable({ products, currency, onAdd }: { products: TPosProduct[]; currency: string; onAdd: (p: TPosProduct, saleqty: number, disc: number) => void }) {
  const { t } = useTranslation();
  return (
    <Table striped bordered hover responsive size="sm" className="align-middle pos-products">
      <thead>
        <tr>
          <th>{t('pos:products.mfg')}</th>
          <th>{t('pos:products.name')}</th>
          <th>{t('pos:products.qty')}</th>
          <th>{t('pos:products.price')}</th>
          <th>{t('pos:products.select')}</th>
          <th>{t('pos:products.disc')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <ProductRow key={p._id} product={p} currency={currency} onAdd={onAdd} />
        ))}
      </tbody>
    </Table>
  );
}
