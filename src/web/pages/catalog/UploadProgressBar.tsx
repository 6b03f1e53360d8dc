import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '../../api/upload';
import { progressPercent } from './import-flow';

/**
 * How far a request has come: the bar fills as the file is sent, then stays full and striped
 * while the server reads and checks it (or writes it), which the words say too.
 */
export function UploadProgressBar({ kind, progress }: { kind: 'check' | 'import'; progress: UploadProgress | null }) {
  const { t } = useTranslation();
  const percent = progressPercent(progress);
  const isProcessing = progress?.phase === 'processing';
  const label = kind === 'check' ? t('catalog:progress.checking') : t('catalog:progress.importing');
  const words = isProcessing ? (kind === 'check' ? t('catalog:progress.sentChecking') : t('catalog:progress.sentImporting')) : t('catalog:progress.sending', { percent });
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between small mb-1">
        <span className="fw-semibold">{label}</span>
        <span role="status">{words}</span>
      </div>
      <div className="progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={words}>
        <div className={`progress-bar${isProcessing ? ' progress-bar-striped progress-bar-animated' : ''}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
