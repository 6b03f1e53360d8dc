import { useState, type Dispatch } from 'react';
import { Badge, Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { MIN_MODULE_MM, moduleWidthMm, SYMBOLOGY_NAMES } from './barcode-encoding';
import { symbologyOf } from '../../../domain/barcodes';
import type { LabelTemplate } from './label-templates';
import { parseCopies, type LabelAction, type LabelLine } from './label-selection';
import type { BarcodeState } from './useBarcodes';

/** A copies box that keeps what is typed while it is not yet a count (an emptied box, say). */
function CopiesInput({ line, dispatch }: { line: LabelLine; dispatch: Dispatch<LabelAction> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const id = `labels-copies-${line.entry.id}`;
  return (
    <Form.Group controlId={id} className="mb-0" style={{ width: '4.75rem' }}>
      <Form.Label visuallyHidden>{t('labels:list.copiesOf', { name: line.entry.name })}</Form.Label>
      {/* Text, not a number input: a browser's number input reads 1,5 as 15 copies. */}
      <Form.Control
        type="text"
        size="sm"
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(line.copies)}
        isInvalid={draft !== null}
        aria-invalid={draft !== null || undefined}
        onChange={(event) => {
          const copies = parseCopies(event.target.value);
          if (copies === null) {
            setDraft(event.target.value);
            return;
          }
          setDraft(null);
          dispatch({ type: 'setCopies', id: line.entry.id, copies });
        }}
        onBlur={() => setDraft(null)}
      />
    </Form.Group>
  );
}

/** Says when a code is too long for the template's label to print bars a scanner can read. */
function ScanWarning({ barcode, template }: { barcode: BarcodeState | undefined; template: LabelTemplate }) {
  const { t } = useTranslation();
  if (barcode?.status === 'failed') return <div className="small text-danger">{t('labels:list.noBarcode', { reason: barcode.reason })}</div>;
  if (barcode?.status !== 'ready') return null;
  const module = moduleWidthMm(barcode.barcode.modules, template.labelWidthMm - 2 * template.paddingXMm);
  if (module >= MIN_MODULE_MM) return null;
  return <div className="small text-danger">{t('labels:list.tooLong', { width: module.toFixed(2) })}</div>;
}

/** The entries chosen, each with its symbology, its copies and a way to take it off. */
export function LabelList({ lines, dispatch, template, barcodes }: { lines: LabelLine[]; dispatch: Dispatch<LabelAction>; template: LabelTemplate; barcodes: Map<string, BarcodeState> }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  return (
    <Table size="sm" responsive className="align-middle">
      <caption className="visually-hidden">{t('labels:list.caption')}</caption>
      <thead>
        <tr>
          <th>{t('labels:list.entry')}</th>
          <th className="text-end">{t('labels:list.price')}</th>
          <th>{t('labels:list.copies')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.entry.id}>
            <td>
              <div>{line.entry.name}</div>
              <div className="small text-body-secondary">
                {line.entry.upc}{' '}
                <Badge bg="light" text="dark" className="border">
                  {SYMBOLOGY_NAMES[symbologyOf(line.entry.upc)]}
                </Badge>
              </div>
              <ScanWarning barcode={barcodes.get(line.entry.upc)} template={template} />
            </td>
            <td className="text-end text-nowrap">{format.money(line.entry.price)}</td>
            <td>
              {/* The button goes under the box when a phone has no room beside it. */}
              <div className="d-flex flex-wrap align-items-center gap-1">
                <CopiesInput line={line} dispatch={dispatch} />
                <Button size="sm" variant="outline-danger" onClick={() => dispatch({ type: 'remove', id: line.entry.id })}>
                  {t('labels:list.remove')}
                  <span className="visually-hidden"> {line.entry.name}</span>
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
