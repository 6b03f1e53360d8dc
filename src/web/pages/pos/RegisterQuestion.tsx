import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { businessDay, mustAskRegister, readNoRegisterDay, rememberNoRegisterDay } from './register-question';
import type { TerminalRegister } from './terminal-hooks';

export interface RegisterQuestionState {
  /** The device must answer before it sells or refunds (see register-question.ts). */
  ask: boolean;
  /** This device uses `id`, or (null) no register for the rest of the business's day. */
  choose: (id: string | null) => void;
}

/** The question's state for the terminal or the returns desk, and the one way to answer it. */
export function useRegisterQuestion(register: TerminalRegister): RegisterQuestionState {
  const format = useBusinessFormat();
  const [noRegisterDay, setNoRegisterDay] = useState(readNoRegisterDay);
  const today = businessDay(new Date(), format.timeZone);
  const ask = mustAskRegister({ registers: register.registers, currentId: register.current?._id ?? null, noRegisterDay, today });
  const choose = (id: string | null) => {
    if (id === null) {
      rememberNoRegisterDay(today);
      setNoRegisterDay(today);
    }
    register.choose(id);
  };
  return { ask, choose };
}

/**
 * Asked before a device with no register sells or refunds while a drawer is counted: which
 * register it is, or that it sells outside every shift (then not again until tomorrow).
 * `doing`: 'sell' on the terminal, 'refund' at the returns desk.
 */
export function RegisterQuestion({ register, question, doing, onAnswered }: { register: TerminalRegister; question: RegisterQuestionState; doing: 'sell' | 'refund'; onAnswered?: () => void }) {
  const { t } = useTranslation();
  const open = register.registers.filter((r) => r.openShift).map((r) => r.name);
  const answer = (id: string | null) => {
    question.choose(id);
    onAnswered?.();
  };
  return (
    <Dialog show={question.ask} backdrop="static" keyboard={false} aria-labelledby="register-question-title" centered onHide={() => undefined}>
      <Modal.Header>
        <Modal.Title id="register-question-title">{t('registerChoice:title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('registerChoice:why', { count: open.length, names: open.join(', ') })}</p>
        <p>{t(doing === 'sell' ? 'registerChoice:sell' : 'registerChoice:refund')}</p>
        <div className="d-grid gap-2">
          {register.registers.map((r) => (
            <Button key={r._id} variant={r.openShift ? 'primary' : 'outline-primary'} onClick={() => answer(r._id)}>
              {t('registerChoice:use', { name: r.name })}
              <span className="d-block small">{r.openShift ? t('pos:register.shiftOpen') : t('pos:register.closed')}</span>
            </Button>
          ))}
          <Button variant="outline-secondary" onClick={() => answer(null)}>
            {t('registerChoice:none')}
          </Button>
        </div>
      </Modal.Body>
    </Dialog>
  );
}

/** Which register this device's refunds come out of, said on the returns desk (the terminal has its picker). */
export function RegisterInUse({ register }: { register: TerminalRegister }) {
  const { t } = useTranslation();
  const { current } = register;
  return (
    <p className="small mb-3" data-testid="register-in-use">
      {current ? t('registerChoice:refundingOn', { name: current.name, state: current.openShift ? t('pos:register.shiftOpen') : t('pos:register.closed') }) : t('registerChoice:refundingOnNone')}
    </p>
  );
}
