import { useLayoutEffect, useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useShift } from '../../api/registers';
import { RequireRole } from '../../auth/guards';
import { useSession } from '../../auth/session';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { REGISTERS_PATH, SHIFTS_PATH, cashMovementPath, closeShiftPath } from './paths';
import { isPaper, pageRule, PAPERS, rollLengthMm, type Paper } from './shift-print';
import { ShiftReport } from './ShiftReport';

/** Only the report is printed: the header, the toolbar and notices stay on screen. */
const PRINT_ONLY_REPORT = '@media print { body { background: #fff; } .app-main { padding: 0 !important; } }';

/** The length of roll the report takes, kept up to date as it lays out (fonts, data). */
function useRollLength(report: HTMLElement | null, paper: Paper): number {
  const [length, setLength] = useState(() => rollLengthMm(0));
  useLayoutEffect(() => {
    if (!report || paper !== 'roll') return;
    const measure = () => setLength(rollLengthMm(report.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(report);
    return () => observer.disconnect();
  }, [report, paper]);
  return length;
}

/** Which paper the report is laid out (and printed) on, kept in the address (?paper=a4). */
function usePaper(): [Paper, (paper: Paper) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('paper');
  const paper = isPaper(value) ? value : 'roll';
  return [paper, (next) => setParams(next === 'roll' ? {} : { paper: next }, { replace: true })];
}

function ReportView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const shift = useShift(id);
  const { user } = useSession();
  const closedHere = (useLocation().state as { closed?: boolean } | null)?.closed === true;
  const [paper, setPaper] = usePaper();
  // A state, not a ref: measuring starts once the report is on the page.
  const [article, setArticle] = useState<HTMLElement | null>(null);
  const rollLength = useRollLength(article, paper);

  if (shift.isPending) return <Loader />;
  if (shift.error) {
    return (
      <>
        <ErrorMessage error={shift.error} />
        <LinkButton to={SHIFTS_PATH} variant="secondary">
          {t('registers:nav.allShifts')}
        </LinkButton>
      </>
    );
  }
  const r = shift.data;
  const isOpen = r.closedAt === null;
  return (
    <>
      <style>{`${pageRule(paper, rollLength)} ${PRINT_ONLY_REPORT}`}</style>
      <div className="d-print-none">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 me-auto mb-0">{isOpen ? t('registers:kind.x') : t('registers:kind.z')}</h1>
          <LinkButton to={REGISTERS_PATH} variant="outline-secondary">
            {t('registers:nav.registers')}
          </LinkButton>
          <LinkButton to={SHIFTS_PATH} variant="outline-secondary">
            {t('registers:nav.allShifts')}
          </LinkButton>
        </div>
        {closedHere && <Message variant="success">{t('registers:report.closedHere')}</Message>}
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <ToggleButtonGroup type="radio" name="paper" value={paper} onChange={(next: Paper) => setPaper(next)} aria-label={t('registers:paper.label')}>
            {PAPERS.map((p) => (
              <ToggleButton key={p} id={`paper-${p}`} value={p} variant="outline-primary">
                {p === 'roll' ? t('registers:paper.roll') : t('registers:paper.a4')}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button onClick={() => window.print()}>{t('registers:action.print')}</Button>
          {/* The API shows a shift only to whoever may act on it (its opener, admins): an open one offers its actions. */}
          {isOpen && (
            <>
              <LinkButton to={cashMovementPath(r._id)} variant="outline-primary">
                {t('registers:action.payInOut')}
              </LinkButton>
              <LinkButton to={closeShiftPath(r._id)} variant="outline-danger">
                {t('registers:action.closeShift')}
              </LinkButton>
            </>
          )}
        </div>
      </div>
      <ShiftReport ref={setArticle} report={r} paper={paper} businessName={user?.bname} />
    </>
  );
}

/** /shifts/:id: a shift's X report while it is open, its Z report once closed, printable on a roll or A4. */
export function ShiftReportPage() {
  return (
    <RequireRole role="user">
      <div className="container-fluid px-4">
        <ReportView />
      </div>
    </RequireRole>
  );
}
