import { useEffect } from 'react';
import { Button, Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useBusinessFormat } from '../../../components/useBusinessFormat';
import { availablePrinterKinds, connectPrinter, disconnectPrinter, printSaleReceipt, reconnectRememberedPrinter, useReceiptPrinter } from './receipt-printer';

/**
 * The terminal's receipt printer: "Connect receipt printer" while there is none, its name and a way
 * to disconnect it once there is. Browsers that can reach no device show nothing: their receipts
 * print through the browser's print view.
 */
export function PrinterControls() {
  const { t } = useTranslation();
  const { transport, problem } = useReceiptPrinter();
  const kinds = availablePrinterKinds();

  useEffect(() => {
    void reconnectRememberedPrinter();
  }, []);

  if (kinds.length === 0) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      {transport ? (
        <>
          <span className="small text-nowrap" data-testid="receipt-printer">
            {t('pos:printer.current', { name: transport.name })}
          </span>
          <Button size="sm" variant="outline-secondary" onClick={() => void disconnectPrinter()}>
            {t('pos:printer.disconnect')}
          </Button>
        </>
      ) : kinds.length === 1 ? (
        <Button size="sm" variant="outline-secondary" onClick={() => void connectPrinter(kinds[0])}>
          {t('pos:printer.connect')}
        </Button>
      ) : (
        <Dropdown>
          <Dropdown.Toggle size="sm" variant="outline-secondary" id="pos-connect-printer">
            {t('pos:printer.connect')}
          </Dropdown.Toggle>
          <Dropdown.Menu>
            {kinds.map((kind) => (
              <Dropdown.Item as="button" key={kind} onClick={() => void connectPrinter(kind)}>
                {kind === 'usb' ? t('pos:printer.usb') : t('pos:printer.serial')}
              </Dropdown.Item>
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
      {problem && (
        <span role="alert" className="small text-danger-emphasis">
          {problem}
        </span>
      )}
    </div>
  );
}

/** Prints a finished sale again on the connected printer (marked as a copy, drawer shut); nothing without one. */
export function ReprintOnPrinter({ barcode }: { barcode: string }) {
  const { t } = useTranslation();
  const { transport } = useReceiptPrinter();
  const format = useBusinessFormat();
  if (!transport) return null;
  return (
    <Button variant="outline-primary" onClick={() => void printSaleReceipt(barcode, format, { reprint: true })}>
      {t('pos:printer.reprint', { name: transport.name })}
    </Button>
  );
}
