import { Button, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MOVEMENT_REASONS, type MovementReason } from '../../../domain/ledger';
import { ZMovementsFilter, type TMovementsFilter } from '../../../domain/schemas/stock';
import { qs } from '../../api/http';
import { movementsCsvUrl, useMovements, type MovementsFilter } from '../../api/stock';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { SelectField, TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { MovementsTable } from './MovementsTable';
import { useMovementReasonLabels } from './reasons';
import { useBusinessFormat } from '../../components/useBusinessFormat';

interface FilterValues {
  from: string;
  to: string;
  reason: string;
}

const isReason = (v: string | null): v is MovementReason => v !== null && (MOVEMENT_REASONS as readonly string[]).includes(v);

/** The filter and page live in the address, so a filtered page can be bookmarked or shared. */
function useFilterFromAddress(): { filter: MovementsFilter; page: number } {
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const filter: MovementsFilter = {
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    reason: isReason(reason) ? reason : undefined,
  };
  return { filter, page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1) };
}

const addressOf = (filter: MovementsFilter, page = 1) => `/inventory/movements${qs({ ...filter, page: page > 1 ? page : undefined })}`;

function FilterForm({ filter }: { filter: MovementsFilter }) {
  const { t } = useTranslation();
  const reasonLabels = useMovementReasonLabels();
  const navigate = useNavigate();
  const form = useZodForm<FilterValues, TMovementsFilter>(ZMovementsFilter, {
    defaultValues: { from: filter.from ?? '', to: filter.to ?? '', reason: filter.reason ?? '' },
  });
  return (
    <ZodForm form={form} idPrefix="movements" onSubmit={(f) => navigate(addressOf(f))} ariaLabel={t('stock:movements.filter')} className="mb-3">
      <Row className="g-2 align-items-end">
        <Col xs={6} md="auto">
          <TextField name="from" label={t('stock:movements.from')} type="date" className="mb-0" />
        </Col>
        <Col xs={6} md="auto">
          <TextField name="to" label={t('stock:movements.to')} type="date" className="mb-0" />
        </Col>
        <Col xs={12} md="auto">
          <SelectField name="reason" label={t('stock:movements.reason')} className="mb-0">
            <option value="">{t('stock:movements.everyReason')}</option>
            {MOVEMENT_REASONS.map((r) => (
              <option key={r} value={r}>
                {reasonLabels[r]}
              </option>
            ))}
          </SelectField>
        </Col>
        <Col xs="auto">
          <Button type="submit" variant="primary">
            {t('stock:movements.show')}
          </Button>
        </Col>
        <Col xs="auto">
          <a className="btn btn-outline-secondary" href={movementsCsvUrl(filter)} download>
            {t('stock:movements.csv')}
          </a>
        </Col>
      </Row>
    </ZodForm>
  );
}

/** /inventory/movements: every change of stock in the business, newest first, with filters. */
export function MovementsPage() {
  const { t } = useTranslation();
  const { filter, page } = useFilterFromAddress();
  const list = useMovements(filter, page);
  const isAdmin = Boolean(useSession().user?.isAdmin);
  const format = useBusinessFormat();
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <h1 className="h3 mb-3">{t('stock:movements.title')}</h1>
        <FilterForm key={JSON.stringify(filter)} filter={filter} />
        <ErrorMessage error={list.error} />
        {list.isPending ? (
          <Loader />
        ) : list.data && list.data.count === 0 ? (
          <Message variant="info">{t('stock:movements.empty')}</Message>
        ) : list.data ? (
          <>
            <p className="small text-body-secondary mb-2">{t('stock:movements.count', { count: list.data.count, number: format.number(list.data.count) })}</p>
            <MovementsTable movements={list.data.movements} withEntry linkEntries={isAdmin} caption={t('stock:movements.caption')} />
            <Pagination page={list.data.page} pages={list.data.pages} linkTo={(n) => addressOf(filter, n)} label={t('stock:movements.pages')} />
          </>
        ) : null}
      </div>
    </RequireRole>
  );
}
