import { Badge, Table } from 'react-bootstrap';
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
  const format = useBusinessFormat();
  const money = (amount: number) => format.money(amount, list.currency);
  return (
    <div className="table-responsive mb-3" tabIndex={0} role="region" aria-label="Shifts">
      <Table bordered hover size="sm" className="align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Register</th>
            <th scope="col">Opened</th>
            <th scope="col" className="d-none d-sm-table-cell">
              Closed
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              Sales
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              Total
            </th>
            <th scope="col" className="text-end d-none d-lg-table-cell">
              Expected cash
            </th>
            <th scope="col" className="text-end d-none d-lg-table-cell">
              Counted
            </th>
            <th scope="col">Over/short</th>
          </tr>
        </thead>
        <tbody>
          {list.shifts.map((s) => {
            const kind = s.closedAt ? 'Z report' : 'X report';
            return (
              <tr key={s._id} data-testid="shift-row">
                <td>
                  {/* The register names the row and leads to its report, so a phone needs no column for the link. */}
                  <Link to={shiftReportPath(s._id)} className="text-nowrap" aria-label={`${kind} of ${s.register}, opened ${format.lastUpdate(s.openedAt)}`}>
                    {s.register}
                  </Link>
                  <div className="small text-body-secondary">{kind}</div>
                </td>
                <td>
                  <div>{format.lastUpdate(s.openedAt)}</div>
                  <div className="small text-body-secondary">{s.openedBy}</div>
                </td>
                <td className="d-none d-sm-table-cell">
                  {s.closedAt ? (
                    <>
                      <div>{format.lastUpdate(s.closedAt)}</div>
                      <div className="small text-body-secondary">{s.closedBy}</div>
                    </>
                  ) : (
                    <Badge bg="success">Open</Badge>
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

const shiftCount = (count: number) => `${count} ${count === 1 ? 'shift' : 'shifts'}`;

function ShiftList() {
  const { user } = useSession();
  const isAdmin = hasRole(user, 'admin');
  const { range, page, setRange, clear } = useDayRange();
  const shifts = useShifts({ ...range, page });
  const data = shifts.data;
  return (
    <div className="container-fluid px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{isAdmin ? 'Shift Reports' : 'My Shifts'}</h1>
        <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
          Registers
        </LinkButton>
      </div>
      {!isAdmin && <p className="text-body-secondary">The shifts you opened. An admin sees every register’s shifts.</p>}
      <DateRangeForm value={range} onChange={setRange} onClear={clear} />
      <ErrorMessage error={shifts.error} />
      {shifts.isPending ? (
        <Loader />
      ) : data && data.count === 0 ? (
        <Message variant="info">No shifts{range.from || range.to ? ' in these days' : ' yet'}</Message>
      ) : data ? (
        <>
          <p className="small text-body-secondary mb-2">{shiftCount(data.count)}</p>
          <ShiftTable list={data} />
          <Pagination page={data.page} pages={data.pages} linkTo={(n) => shiftListPath(range, n)} label="Shift pages" />
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
