import { useState, type FormEvent } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { MAX_DISCOUNT_PCT } from '../../../domain/constants';
import { readDiscount } from './receipt-lines';
import { focusScanBoxAfterDialog } from './scan-focus';

const FIELD_ID = 'pos-sale-discount';

/** The dialog's content, mounted each time it opens, so it starts empty. */
function SaleDiscountForm({ lineCount, onClose, onApply }: { lineCount: number; onClose: () => void; onApply: (pct: number) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readDiscount(typed);
    if (!read.ok) {
      setProblem(read.message);
      return;
    }
    onApply(read.value);
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Modal.Header closeButton>
        <Modal.Title id="sale-discount-title">{t('pos:saleDiscount.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <label htmlFor={FIELD_ID} className="form-label">
          {t('pos:saleDiscount.label')}
        </label>
        <div className="input-group" style={{ maxWidth: '12rem' }}>
          <input
            id={FIELD_ID}
            className={`form-control${problem ? ' is-invalid' : ''}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${FIELD_ID}-hint${problem ? ` ${FIELD_ID}-error` : ''}`}
          />
          <span className="input-group-text">%</span>
        </div>
        {problem && (
          <div id={`${FIELD_ID}-error`} className="invalid-feedback d-block" role="alert">
            {problem}
          </div>
        )}
        <p id={`${FIELD_ID}-hint`} className="form-text mb-0">
          {t('pos:saleDiscount.hint', { max: MAX_DISCOUNT_PCT, count: lineCount })}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          {t('pos:saleDiscount.goBack')}
        </Button>
        <Button type="submit" variant="primary">
          {t('pos:saleDiscount.apply')}
        </Button>
      </Modal.Footer>
    </form>
  );
}

/**
 * A discount on the whole sale. Checkout records discounts per line only (its 'Disc on sale' is
 * their sum), so the percent is set on every line: the same money off as a percent of the whole,
 * give or take the rounding of each line to the cent.
 */
export function SaleDiscountModal({ show, lineCount, onClose, onApply }: { show: boolean; lineCount: number; onClose: () => void; onApply: (pct: number) => void }) {
  return (
    <Dialog show={show} onHide={onClose} onExited={focusScanBoxAfterDialog} restoreFocus={false} centered aria-labelledby="sale-discount-title">
      <SaleDiscountForm lineCount={lineCount} onClose={onClose} onApply={onApply} />
    </Dialog>
  );
}
