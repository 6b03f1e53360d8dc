import { useTranslation } from 'react-i18next';
import { mm, type LabelTemplate } from './label-templates';
import type { LabelEntry } from './label-selection';
import type { BarcodeState } from './useBarcodes';

/**
 * One label at its place on the page: the name (two lines at most), the price, the bars filling
 * what is left of the label, and the code in digits under them.
 */
export function PrintedLabel({ entry, price, template, xMm, yMm, barcode }: { entry: LabelEntry; price: string; template: LabelTemplate; xMm: number; yMm: number; barcode: BarcodeState | undefined }) {
  const { t } = useTranslation();
  return (
    <div
      className="printed-label"
      style={{
        left: mm(xMm),
        top: mm(yMm),
        width: mm(template.labelWidthMm),
        height: mm(template.labelHeightMm),
        padding: `${mm(template.paddingYMm)} ${mm(template.paddingXMm)}`,
      }}
    >
      <div className="printed-label-head">
        <span className="printed-label-name" style={{ fontSize: `${template.nameSizePt}pt` }}>
          {entry.name}
        </span>
        <span className="printed-label-price" style={{ fontSize: `${template.priceSizePt}pt` }}>
          {price}
        </span>
      </div>
      <div className="printed-label-bars">
        {barcode?.status === 'ready' ? (
          // The digits under the bars say the same to a reader, so the image itself is decorative.
          <img src={barcode.barcode.src} alt="" />
        ) : barcode?.status === 'failed' ? (
          <span className="printed-label-nobars">{t('labels:list.noBarcode', { reason: barcode.reason })}</span>
        ) : null}
      </div>
      <div className="printed-label-code">{entry.upc}</div>
    </div>
  );
}
