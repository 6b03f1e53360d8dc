import { useEffect } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ZStockCountScan, type TStockCountScan } from '../../../domain/schemas/stock-counts';
import { CameraScanButton } from '../../components/camera/CameraScanButton';
import { FormAlert, FormScope } from '../../components/form/ZodForm';
import { CountField } from '../../components/form/CountField';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';

interface ScanValues {
  upc: string;
  qty: string;
}

const EMPTY: ScanValues = { upc: '', qty: '1' };
const UPC_ID = 'scan-upc';

function wantsKeys(el: Element | null): boolean {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLElement && el.isContentEditable);
}

/**
 * The scan box: a scanner types a UPC and Enter, and each Enter counts one (or the quantity typed
 * beside it). It is never disabled and is cleared at once, so the next scan can follow before the
 * server has answered the last; and it takes the focus back whenever a click leaves it for nothing
 * that wants the keyboard, so a scanner's keystrokes always land in it. The camera button counts
 * each code it reads the same way.
 */
export function ScanBox({ onScan, serverError }: { onScan: (scan: TStockCountScan) => void; serverError?: unknown }) {
  const { t } = useTranslation();
  const form = useZodForm<ScanValues, TStockCountScan>(ZStockCountScan, { defaultValues: EMPTY });
  const { setFocus } = form;

  useEffect(() => {
    setFocus('upc');
    const refocus = (event: FocusEvent) => {
      // Focus left the box for nothing (a click on the page): bring it back. Another control keeps it.
      if (event.target instanceof HTMLElement && event.target.id === UPC_ID && event.relatedTarget === null) setTimeout(() => setFocus('upc'), 0);
    };
    const redirect = (event: KeyboardEvent) => {
      // A scanner typing while a button or the page has the focus: its keys go to the box (focus
      // moved on keydown takes the character along). Text fields and open dialogs keep theirs.
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey || wantsKeys(document.activeElement)) return;
      if (document.querySelector('.modal.show')) return;
      setFocus('upc');
    };
    document.addEventListener('focusout', refocus);
    document.addEventListener('keydown', redirect);
    return () => {
      document.removeEventListener('focusout', refocus);
      document.removeEventListener('keydown', redirect);
    };
  }, [setFocus]);

  const count = (scan: TStockCountScan) => {
    form.reset(EMPTY);
    onScan(scan);
  };
  const submit = form.handleSubmit((scan) => {
    count(scan);
    setFocus('upc');
  });
  // Through the same schema as a typed scan (with the quantity typed beside it); the focus stays
  // in the camera dialog.
  const countCameraCode = (upc: string) => {
    form.setValue('upc', upc);
    void form.handleSubmit(count)();
  };

  return (
    <FormScope form={form} idPrefix="scan">
      <form noValidate onSubmit={submit} aria-label={t('stockCounts:scan.formLabel')} className="mb-3">
        <FormAlert serverError={serverError} />
        <Row className="g-2 align-items-end">
          <Col xs={12} sm>
            <TextField
              name="upc"
              id={UPC_ID}
              label={t('stockCounts:scan.upc')}
              labelClassName="fw-semibold"
              inputClassName="form-control-lg"
              className="mb-0"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="done"
            />
          </Col>
          <Col xs={4} sm={3} lg={2}>
            <CountField name="qty" label={t('stockCounts:scan.qty')} className="mb-0" inputClassName="form-control-lg" />
          </Col>
          <Col xs="auto">
            <CameraScanButton label={t('stockCounts:scan.camera')} continuous size="lg" onCode={countCameraCode} />
          </Col>
          <Col xs sm="auto">
            <Button type="submit" variant="primary" size="lg" className="w-100">
              {t('stockCounts:scan.count')}
            </Button>
          </Col>
        </Row>
      </form>
    </FormScope>
  );
}
