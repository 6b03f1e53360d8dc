import { useRef, type RefObject } from 'react';
import { Button, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/payments';
import { MAX_PAYMENTS } from '../../../domain/schemas/money';
import { addSplitLine, amountText, quickCash, removeSplitLine, tenderFigures, updateSplitLine, type AmountFormat, type Tender, type TenderMode } from './tender';

const MODES: TenderMode[] = ['cash', 'card', 'other', 'split'];

/** A tender mode's (or a split line's method's) name on screen. */
function useModeName(): (mode: TenderMode) => string {
  const { t } = useTranslation();
  return (mode) => {
    switch (mode) {
      case 'cash':
        return t('pos:tender.cash');
      case 'card':
        return t('pos:tender.card');
      case 'other':
        return t('pos:tender.other');
      case 'split':
        return t('pos:tender.split');
    }
  };
}

export interface TenderFieldsProps {
  tender: Tender;
  totalMinor: number;
  fmt: AmountFormat;
  /** Formats minor units of the sale's currency. */
  money: (minor: number) => string;
  /** The input a refusal is about (`cashGiven`, `split.1`), marked invalid and pointed at the alert. */
  invalidField?: string;
  alertId: string;
  onChange: (next: Tender) => void;
}

const invalidProps = (isInvalid: boolean, alertId: string) => (isInvalid ? { 'aria-invalid': true, 'aria-describedby': alertId } : {});

/** A signed amount, as the rounding reads: +$0.01 or −$0.02. */
function signed(minor: number, money: (minor: number) => string): string {
  return minor < 0 ? `−${money(-minor)}` : `+${money(minor)}`;
}

/** Where cash is rounded: the cash asked for, and by how much it differs from the total. */
function CashDue({ dueMinor, roundingMinor, money }: { dueMinor: number; roundingMinor: number; money: (minor: number) => string }) {
  const { t } = useTranslation();
  if (roundingMinor === 0) return null;
  return (
    <p className="fs-5 mb-3">
      {t('pos:tender.cashDue')} <strong data-testid="cash-due">{money(dueMinor)}</strong>{' '}
      <span className="text-body-secondary small" data-testid="cash-rounding">
        {t('pos:tender.rounding', { amount: signed(roundingMinor, money) })}
      </span>
    </p>
  );
}

/** Cash: the amount given (focused, selected, so typing replaces it and Enter sells), quick amounts, change due. */
function CashFields({ tender, totalMinor, fmt, money, invalidField, alertId, onChange }: TenderFieldsProps) {
  const { t } = useTranslation();
  const given = useRef<HTMLInputElement>(null);
  const { remainingMinor, changeMinor, dueMinor, roundingMinor } = tenderFigures(tender, totalMinor, fmt);
  const isInvalid = invalidField === 'cashGiven';
  return (
    <>
      <CashDue dueMinor={dueMinor} roundingMinor={roundingMinor} money={money} />
      <label htmlFor="pos-tender-given" className="form-label">
        {t('pos:tender.amountGiven')}
      </label>
      <input
        ref={given}
        id="pos-tender-given"
        className={`form-control form-control-lg fs-3 text-end${isInvalid ? ' is-invalid' : ''}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        // Checkout opens with the exact amount here: Enter sells, or typing replaces it.
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        value={tender.cashGiven}
        onChange={(e) => onChange({ ...tender, cashGiven: e.target.value })}
        {...invalidProps(isInvalid, alertId)}
      />
      <QuickCash totalMinor={totalMinor} fmt={fmt} money={money} input={given} onPick={(cashGiven) => onChange({ ...tender, cashGiven })} />
      <p className="mt-3 mb-0" aria-live="polite">
        {remainingMinor > 0 ? (
          <span className="fs-4 text-danger-emphasis">
            {t('pos:tender.stillToPay')} <strong data-testid="still-to-pay">{money(remainingMinor)}</strong>
          </span>
        ) : (
          <span className="display-6">
            {t('pos:tender.changeDue')} <strong data-testid="change-due">{money(changeMinor)}</strong>
          </span>
        )}
      </p>
    </>
  );
}

/** The exact amount and the round notes above it; a pick puts it in the amount given, ready for Enter. */
function QuickCash({ totalMinor, fmt, money, input, onPick }: { totalMinor: number; fmt: AmountFormat; money: (minor: number) => string; input: RefObject<HTMLInputElement | null>; onPick: (text: string) => void }) {
  const { t } = useTranslation();
  const amounts = quickCash(totalMinor, fmt.currency, fmt.cashRounding);
  if (amounts.length === 0) return null;
  return (
    <div className="d-flex flex-wrap gap-2 mt-2" role="group" aria-label={t('pos:tender.quickCash')}>
      {amounts.map((minor, i) => (
        <Button
          key={minor}
          variant="outline-secondary"
          aria-label={i === 0 ? t('pos:tender.exactAmount', { amount: money(minor) }) : t('pos:tender.given', { amount: money(minor) })}
          onClick={() => {
            onPick(amountText(minor, fmt));
            input.current?.focus();
          }}
        >
          {money(minor)}
        </Button>
      ))}
    </div>
  );
}

/** Card or other: the total in one payment, with an optional slip or voucher number. */
function ReferenceField({ tender, onChange }: Pick<TenderFieldsProps, 'tender' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor="pos-tender-reference" className="form-label">
        {tender.mode === 'card' ? t('pos:tender.cardReference') : t('pos:tender.reference')}
      </label>
      <input
        id="pos-tender-reference"
        className="form-control"
        type="text"
        autoComplete="off"
        maxLength={100}
        value={tender.reference}
        onChange={(e) => onChange({ ...tender, reference: e.target.value })}
      />
    </>
  );
}

/** Several tenders: a method and amount per line, what remains to pay, and the change from the cash. */
function SplitFields({ tender, totalMinor, fmt, money, invalidField, alertId, onChange }: TenderFieldsProps) {
  const { t } = useTranslation();
  const modeName = useModeName();
  const { paidMinor, remainingMinor, changeMinor, roundingMinor } = tenderFigures(tender, totalMinor, fmt);
  return (
    <>
      <ol className="list-unstyled mb-2">
        {tender.split.map((line, i) => {
          const isInvalid = invalidField === `split.${i}`;
          return (
            <li key={i} className="row g-2 align-items-end mb-2">
              <div className="col-4 col-sm-3">
                <label htmlFor={`pos-split-method-${i}`} className="form-label small mb-1">
                  {t('pos:tender.method')}
                  <span className="visually-hidden"> {t('pos:tender.ofPayment', { n: i + 1 })}</span>
                </label>
                <select id={`pos-split-method-${i}`} className="form-select" value={line.method} onChange={(e) => onChange(updateSplitLine(tender, i, { method: methodOf(e.target.value) }))}>
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {modeName(m)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col">
                {/* Short on screen; read out in full ('Amount of payment 2'), as a refusal names it. */}
                <label htmlFor={`pos-split-amount-${i}`} className="form-label small mb-1">
                  {t('pos:tender.amount')}
                  <span className="visually-hidden"> {t('pos:tender.ofPayment', { n: i + 1 })}</span>
                </label>
                <input
                  id={`pos-split-amount-${i}`}
                  className={`form-control text-end${isInvalid ? ' is-invalid' : ''}`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={remainingMinor > 0 ? amountText(remainingMinor, fmt) : undefined}
                  value={line.amount}
                  onChange={(e) => onChange(updateSplitLine(tender, i, { amount: e.target.value }))}
                  {...invalidProps(isInvalid, alertId)}
                />
              </div>
              {line.method !== 'cash' && (
                <div className="col-12 col-sm-4 order-last order-sm-0">
                  <label htmlFor={`pos-split-reference-${i}`} className="form-label small mb-1">
                    {t('pos:tender.splitReference')}
                    <span className="visually-hidden"> {t('pos:tender.ofPayment', { n: i + 1 })}</span>
                  </label>
                  <input
                    id={`pos-split-reference-${i}`}
                    className="form-control"
                    type="text"
                    autoComplete="off"
                    maxLength={100}
                    value={line.reference}
                    onChange={(e) => onChange(updateSplitLine(tender, i, { reference: e.target.value }))}
                  />
                </div>
              )}
              <div className="col-auto">
                <Button variant="outline-danger" aria-label={t('pos:tender.removePayment', { n: i + 1 })} title={t('pos:tender.remove')} disabled={tender.split.length <= 1} onClick={() => onChange(removeSplitLine(tender, i))}>
                  ×
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="outline-secondary" size="sm" disabled={tender.split.length >= MAX_PAYMENTS} onClick={() => onChange(addSplitLine(tender, totalMinor, fmt))}>
        {t('pos:tender.addPayment')}
      </Button>
      <dl className="row mt-3 mb-0" aria-live="polite">
        <dt className="col-6 fw-normal">{t('pos:tender.paid')}</dt>
        <dd className="col-6 text-end mb-1" data-testid="split-paid">
          {money(paidMinor)}
        </dd>
        {roundingMinor !== 0 && (
          <>
            <dt className="col-6 fw-normal">{t('pos:tender.cashRounding')}</dt>
            <dd className="col-6 text-end mb-1" data-testid="cash-rounding">
              {signed(roundingMinor, money)}
            </dd>
          </>
        )}
        <dt className="col-6 fw-normal">{t('pos:tender.remaining')}</dt>
        <dd className={`col-6 text-end mb-1 fw-bold${remainingMinor > 0 ? ' text-danger-emphasis' : ''}`} data-testid="split-remaining">
          {money(remainingMinor)}
        </dd>
        <dt className="col-6 fs-4">{t('pos:tender.changeDue')}</dt>
        <dd className="col-6 text-end fs-4 fw-bold mb-0" data-testid="change-due">
          {money(changeMinor)}
        </dd>
      </dl>
    </>
  );
}

function methodOf(value: string): PaymentMethod {
  return PAYMENT_METHODS.find((m) => m === value) ?? 'cash';
}

/** How the customer pays: Cash, Card, Other, or Split across them, and the fields of the one chosen. */
export function TenderFields(props: TenderFieldsProps) {
  const { t } = useTranslation();
  const modeName = useModeName();
  const { tender, onChange } = props;
  return (
    <fieldset className="mb-3">
      <legend className="visually-hidden">{t('pos:tender.legend')}</legend>
      <ToggleButtonGroup type="radio" name="pos-tender-mode" value={tender.mode} onChange={(mode: TenderMode) => onChange({ ...tender, mode })} className="d-flex mb-3">
        {MODES.map((mode) => (
          <ToggleButton key={mode} id={`pos-tender-mode-${mode}`} value={mode} variant="outline-primary">
            {modeName(mode)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {tender.mode === 'cash' && <CashFields {...props} />}
      {(tender.mode === 'card' || tender.mode === 'other') && <ReferenceField tender={tender} onChange={onChange} />}
      {tender.mode === 'split' && <SplitFields {...props} />}
    </fieldset>
  );
}
