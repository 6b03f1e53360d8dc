import { Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZStockCountCreate, type TStockCountCreate } from '../../../domain/schemas/stock-counts';
import { useAllItems } from '../../api/items';
import { useAllManufacturers } from '../../api/manufacturers';
import { useCreateStockCount } from '../../api/stock-counts';
import { SelectField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { countPath } from './paths';

interface NewCountValues {
  name: string;
  item: string;
  manufacturer: string;
}

/** Opens a count (admins): its name and scope, everything unless one category or maker is picked. */
export function NewCountForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateStockCount();
  const items = useAllItems();
  const makers = useAllManufacturers();
  const form = useZodForm<NewCountValues, TStockCountCreate>(ZStockCountCreate, { defaultValues: { name: '', item: '', manufacturer: '' } });

  const onSubmit = async (values: TStockCountCreate) => {
    try {
      const count = await create.mutateAsync(values);
      navigate(countPath(count._id));
    } catch {
      // The form's alert shows why.
    }
  };

  return (
    <Card body className="mb-4">
      <h2 className="h5 mb-3">{t('stockCounts:new.title')}</h2>
      <ZodForm form={form} idPrefix="new-count" onSubmit={onSubmit} serverError={create.error} ariaLabel={t('stockCounts:new.formLabel')}>
        <Row className="g-2 align-items-end">
          <Col xs={12} lg={4}>
            <TextField name="name" label={t('stockCounts:new.name')} placeholder={t('stockCounts:new.namePlaceholder')} maxLength={100} autoComplete="off" className="mb-0" />
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <SelectField name="item" label={t('stockCounts:new.category')} className="mb-0">
              <option value="">{t('stockCounts:new.allCategories')}</option>
              {items.data?.map((i) => (
                <option key={i._id} value={i.item}>
                  {i.item}
                </option>
              ))}
            </SelectField>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <SelectField name="manufacturer" label={t('stockCounts:new.manufacturer')} className="mb-0">
              <option value="">{t('stockCounts:new.allManufacturers')}</option>
              {makers.data?.map((m) => (
                <option key={m._id} value={m.manufacturer}>
                  {m.manufacturer}
                </option>
              ))}
            </SelectField>
          </Col>
          <Col xs={12} lg={2}>
            <Button type="submit" variant="primary" className="w-100">
              {t('stockCounts:new.start')}
            </Button>
          </Col>
        </Row>
      </ZodForm>
    </Card>
  );
}
