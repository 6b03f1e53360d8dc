import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TerminalNotice } from './terminal-notice';

/**
 * The scan news under the box, in a live region that is always in the page (a region added with
 * its text is often not read out): what a scan did, why one was refused, and Undo after a removal.
 * While look-ups are under way for a moment longer than usual, how many are waiting.
 */
export function TerminalStatus({ notice, pending, onUndo }: { notice: TerminalNotice | null; pending: number; onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pos-status mt-2">
      <div role="status" aria-live="polite" aria-atomic="true" className="pos-status-news">
        {notice && (
          <div key={notice.seq} className={`pos-notice ${notice.tone === 'refused' ? 'alert alert-danger' : 'pos-notice-done'}`} data-testid="terminal-notice">
            <span>{notice.text}</span>
            {notice.removed && (
              <Button size="sm" variant="outline-dark" className="ms-2" onClick={onUndo}>
                {t('pos:terminal.undo')}
              </Button>
            )}
          </div>
        )}
      </div>
      {pending > 0 && (
        <div className="pos-pending small text-body-secondary" data-testid="scans-pending">
          {t('pos:scan.pending', { count: pending })}
        </div>
      )}
    </div>
  );
}
