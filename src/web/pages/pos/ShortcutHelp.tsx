import { Fragment } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Trans, useTranslation } from 'react-i18next';
import { Dialog } from '../../components/Dialog';
import { focusScanBoxAfterDialog } from './scan-focus';
import { shortcutOf, SHORTCUTS, type ShortcutAction } from './shortcuts';

function Keys({ keys }: { keys: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {keys.map((k, i) => (
        <Fragment key={k}>
          {i > 0 && ` ${t('pos:shortcuts.or')} `}
          <kbd>{k}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** The shortcuts that matter most while selling, on screen under the scan box (where a keyboard is likely). */
const HINTED: ShortcutAction[] = ['focusScan', 'editQuantity', 'editDiscount', 'checkout', 'cancelSale'];

/** The one word under the scan box for each hinted shortcut. */
function useHintWord(): (action: ShortcutAction) => string {
  const { t } = useTranslation();
  return (action) => {
    switch (action) {
      case 'focusScan':
        return t('pos:shortcuts.hint.focusScan');
      case 'editQuantity':
        return t('pos:shortcuts.hint.editQuantity');
      case 'editDiscount':
        return t('pos:shortcuts.hint.editDiscount');
      case 'checkout':
        return t('pos:shortcuts.hint.checkout');
      case 'cancelSale':
        return t('pos:shortcuts.hint.cancelSale');
      case 'help':
        return t('pos:shortcuts.hint.help');
    }
  };
}

export function ShortcutHints({ onHelp }: { onHelp: () => void }) {
  const { t } = useTranslation();
  const hintWord = useHintWord();
  const help = shortcutOf('help');
  return (
    <div className="pos-hints d-none d-md-flex flex-wrap align-items-center gap-2 small mt-2">
      <span className="visually-hidden">{t('pos:shortcuts.hintsLabel')}</span>
      {HINTED.map((action) => (
        <span key={action} className="text-nowrap">
          <kbd>{shortcutOf(action).keys[0]}</kbd> {hintWord(action)}
        </span>
      ))}
      <Button variant="link" size="sm" className="p-0 pos-hints-help" onClick={onHelp} aria-keyshortcuts={help.aria}>
        {t('pos:shortcuts.all')} <kbd aria-hidden="true">?</kbd>
      </Button>
    </div>
  );
}

/** The help overlay (`?`): every shortcut, and where a scan goes. */
export function ShortcutHelp({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog show={show} onHide={onClose} onExited={focusScanBoxAfterDialog} restoreFocus={false} centered aria-labelledby="pos-shortcuts-title">
      <Modal.Header closeButton>
        <Modal.Title id="pos-shortcuts-title">{t('pos:shortcuts.title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="pos-shortcut-list mb-3">
          {SHORTCUTS.map((s) => (
            <Fragment key={s.action}>
              <dt>
                <Keys keys={s.keys} />
              </dt>
              <dd>{s.does()}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="small mb-2">{t('pos:shortcuts.scanner')}</p>
        <p className="small mb-0">
          <Trans i18nKey="pos:shortcuts.keys" components={{ kbd: <kbd /> }} />
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          {t('pos:shortcuts.back')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
