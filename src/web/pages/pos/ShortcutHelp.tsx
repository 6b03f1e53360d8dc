import { Fragment } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { Dialog } from '../../components/Dialog';
import { focusScanBoxAfterDialog } from './scan-focus';
import { shortcutOf, SHORTCUTS, type ShortcutAction } from './shortcuts';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <>
      {keys.map((k, i) => (
        <Fragment key={k}>
          {i > 0 && ' or '}
          <kbd>{k}</kbd>
        </Fragment>
      ))}
    </>
  );
}

/** The shortcuts that matter most while selling, on screen under the scan box (where a keyboard is likely). */
const HINTED: ShortcutAction[] = ['focusScan', 'editQuantity', 'editDiscount', 'checkout', 'cancelSale'];
const HINT_WORDS: Record<ShortcutAction, string> = { focusScan: 'scan', editQuantity: 'quantity', editDiscount: 'discount', checkout: 'checkout', cancelSale: 'cancel', help: 'help' };

export function ShortcutHints({ onHelp }: { onHelp: () => void }) {
  const help = shortcutOf('help');
  return (
    <div className="pos-hints d-none d-md-flex flex-wrap align-items-center gap-2 small mt-2">
      <span className="visually-hidden">Shortcuts:</span>
      {HINTED.map((action) => (
        <span key={action} className="text-nowrap">
          <kbd>{shortcutOf(action).keys[0]}</kbd> {HINT_WORDS[action]}
        </span>
      ))}
      <Button variant="link" size="sm" className="p-0 pos-hints-help" onClick={onHelp} aria-keyshortcuts={help.aria}>
        All shortcuts <kbd aria-hidden="true">?</kbd>
      </Button>
    </div>
  );
}

/** The help overlay (`?`): every shortcut, and where a scan goes. */
export function ShortcutHelp({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Dialog show={show} onHide={onClose} onExited={focusScanBoxAfterDialog} restoreFocus={false} centered aria-labelledby="pos-shortcuts-title">
      <Modal.Header closeButton>
        <Modal.Title id="pos-shortcuts-title">Keyboard shortcuts</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="pos-shortcut-list mb-3">
          {SHORTCUTS.map((s) => (
            <Fragment key={s.action}>
              <dt>
                <Keys keys={s.keys} />
              </dt>
              <dd>{s.does}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="small mb-2">
          A scanner&apos;s codes are read wherever the focus is on the terminal (a receipt line&apos;s quantity or discount too), but not in a dialog or another field you are
          typing in. Codes are looked up and added in the order scanned; scanning an item already on the receipt adds one more.
        </p>
        <p className="small mb-0">
          On a line&apos;s quantity or discount, <kbd>Enter</kbd> keeps the figure and <kbd>Esc</kbd> leaves it as it was. In Finish Sale, <kbd>Enter</kbd> saves the sale.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          Back to scanning
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
