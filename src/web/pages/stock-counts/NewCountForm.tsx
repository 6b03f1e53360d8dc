import { Button, Card, Col, Row } from 'react-bootstrap';
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
      <h2 className="h5 mb-3">New count</h2>
      <ZodForm form={form} idPrefix="new-count" onSubmit={onSubmit} serverError={create.error} ariaLabel="New stock count">
        <Row className="g-2 align-items-end">
          <Col xs={12} lg={4}>
            <TextField name="name" label="Name" placeholder="e.g. Year end, Aisle 3" maxLength={100} autoComplete="off" className="mb-0" />
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <SelectField name="item" label="Category" className="mb-0">
              <option value="">All categories</option>
              {items.data?.map((i) => (
                <option key={i._id} value={i.item}>
                  {i.item}
                </option>
              ))}
            </SelectField>
          </Col>
          <Col xs={12} sm={6} lg={3}>
            <SelectField name="manufacturer" label="Manufacturer" className="mb-0">
              <option value="">All manufacturers</option>
              {makers.data?.map((m) => (
                <option key={m._id} value={m.manufacturer}>
                  {m.manufacturer}
                </option>
              ))}
            </SelectField>
          </Col>
          <Col xs={12} lg={2}>
            <Button type="submit" variant="primary" className="w-100">
              Start count
            </Button>
          </Col>
        </Row>
      </ZodForm>
    </Card>
  );
}
