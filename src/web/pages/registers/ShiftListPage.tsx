import { Badge, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TShiftList } from '../../../domain/schemas/money';
import { useShifts } from '../../api/registers';
import { hasRole, RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { Pagination } from '../../components/Pagination';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { DateRangeForm } from '../sales/DateRangeForm';
import { useDayRange } from '../sales/useDayRange';
import { balanceOfAmount } from './over-short';
import { OverShort } from './OverShort';
import { REGISTERS_PATH, shiftListPath, shiftReportPath } from './paths';

/** One row per shift, newest first: who opened and closed it, its takings and how its count came out; a phone keeps the register, the opening and the over/short. */
function ShiftTable({ list }: { list: TShiftList }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const money = (amount: number) => format.money(amount, list.currency);
  return (
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label={t('registers:shifts.regionLabel')}>
      <Table bordered hover size="sm" className="align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{t('registers:shifts.register')}</th>
            <th scope="col">{t('registers:figure.opened')}</th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t('registers:shifts.closed')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('registers:shifts.sales')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('registers:shifts.total')}
            </th>
            <th scope="col" className="text-end d-none d-lg-table-cell">
              {t('registers:figure.expectedCash')}
            </th>
            <th scope="col" className="text-end d-none d-lg-table-cell">
              {t('registers:figure.counted')}
            </th>
            <th scope="col">{t('registers:figure.overShort')}</th>
          </tr>
        </thead>
        <tbody>
          {list.shifts.map((s) => {
            const kind = s.closedAt ? t('registers:kind.z') : t('registers:kind.x');
            const opened = format.lastUpdate(s.openedAt);
            return (
              <tr key={s._id} data-testid="shift-row">
                <td>
                  {/* The register names the row and leads to its report, so a phone needs no column for the link. */}
                  <Link to={shiftReportPath(s._id)} className="text-nowrap" aria-label={s.closedAt ? t('registers:shifts.zReportLink', { register: s.register, time: opened }) : t('registers:shifts.xReportLink', { register: s.register, time: opened })}>
                    {s.register}
                  </Link>
                  <div className="small text-body-secondary">{kind}</div>
                </td>
                <td>
                  <div>{opened}</div>
                  <div className="small text-body-secondary">{s.openedBy}</div>
                </td>
                <td className="d-none d-sm-table-cell">
                  {s.closedAt ? (
                    <>
                      <div>{format.lastUpdate(s.closedAt)}</div>
                      <div className="small text-body-secondary">{s.closedBy}</div>
                    </>
                  ) : (
                    <Badge bg="success">{t('registers:shifts.open')}</Badge>
                  )}
                </td>
                <td className="text-end d-none d-md-table-cell">{format.number(s.salesCount)}</td>
                <td className="text-end d-none d-md-table-cell">{money(s.total)}</td>
                <td className="text-end d-none d-lg-table-cell">{s.expectedCash === null ? '' : money(s.expectedCash)}</td>
                <td className="text-end d-none d-lg-table-cell">{s.counted === null ? '' : money(s.counted)}</td>
                <td className="text-nowrap">{s.overShort === null ? '' : <OverShort balance={balanceOfAmount(s.overShort, list.currency)} money={money} />}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

function ShiftList() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = hasRole(user, 'admin');
  const { range, page, setRange, clear } = useDayRange();
  const shifts = useShifts({ ...range, page });
  const data = shifts.data;
  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{isAdmin ? t('registers:shifts.adminTitle') : t('registers:shifts.ownTitle')}</h1>
        <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
          {t('registers:nav.registers')}
        </LinkButton>
      </div>
      {!isAdmin && <p className="text-body-secondary">{t('registers:shifts.ownIntro')}</p>}
      <DateRangeForm value={range} onChange={setRange} onClear={clear} />
      <ErrorMessage error={shifts.error} />
      {shifts.isPending ? (
        <Loader />
      ) : data && data.count === 0 ? (
        <Message variant="info">{range.from || range.to ? t('registers:shifts.noneInDays') : t('registers:shifts.noneYet')}</Message>
      ) : data ? (
        <>
          <p className="small text-body-secondary mb-2">{t('registers:shifts.count', { count: data.count })}</p>
          <ShiftTable list={data} />
          <Pagination page={data.page} pages={data.pages} linkTo={(n) => shiftListPath(range, n)} label={t('registers:shifts.pages')} />
        </>
      ) : null}
    </div>
  );
}

/** /shifts: shifts by the days they opened on, newest first; admins see every shift, staff their own. */
export function ShiftListPage() {
  return (
    <RequireRole role="user">
      <ShiftList />
    </RequireRole>
  );
}
