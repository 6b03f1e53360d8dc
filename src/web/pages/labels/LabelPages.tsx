import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessFormat } from '../../components/useBusinessFormat';
import { mm, type LabelTemplate, type PlacedLabel } from './label-templates';
import type { LabelEntry } from './label-selection';
import { PrintedLabel } from './PrintedLabel';
import type { BarcodeState } from './useBarcodes';

const PX_PER_MM = 96 / 25.4;
/** Rolls are small: the preview may show them up to twice their size so they can be read. */
const MAX_PREVIEW_ZOOM = { sheet: 1, roll: 2 };

/** How much the pages are shrunk on screen so one fits the width the preview has. */
function usePreviewZoom(box: HTMLElement | null, template: LabelTemplate): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!box) return;
    const measure = () => setWidth(box.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  // A little room for each page's shadow.
  const fits = (width - 8) / (template.pageWidthMm * PX_PER_MM);
  return width > 0 ? Math.max(0.1, Math.min(MAX_PREVIEW_ZOOM[template.kind], fits)) : 1;
}

/**
 * The pages as they will print: each exactly the paper's size with every label absolutely placed.
 * On screen the same pages are the preview, zoomed to fit; printed, they are all there is.
 */
export function LabelPages({ pages, template, barcodes }: { pages: PlacedLabel<LabelEntry>[][]; template: LabelTemplate; barcodes: Map<string, BarcodeState> }) {
  const { t } = useTranslation();
  const format = useBusinessFormat();
  const [box, setBox] = useState<HTMLElement | null>(null);
  const zoom = usePreviewZoom(box, template);
  return (
    <div ref={setBox} className={`label-pages label-pages-${template.kind}`}>
      <div className="label-pages-zoom" style={{ zoom }}>
        {pages.map((labels, p) => (
          <section key={p} className="label-page" aria-label={t('labels:page', { page: p + 1, pages: pages.length })} style={{ width: mm(template.pageWidthMm), height: mm(template.pageHeightMm) }}>
            {labels.map((l) => (
              <PrintedLabel key={l.slot} entry={l.item} price={format.money(l.item.price)} template={template} xMm={l.xMm} yMm={l.yMm} barcode={barcodes.get(l.item.upc)} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
