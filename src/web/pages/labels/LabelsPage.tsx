import { useReducer, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequireRole } from '../../auth/guards';
import { LinkButton } from '../../components/LinkButton';
import { Loader } from '../../components/Loader';
import { ErrorMessage, Message } from '../../components/Message';
import { EntryFinder } from '../../components/EntryFinder';
import { LabelList } from './LabelList';
import { LabelPages } from './LabelPages';
import { clampSkip, isTemplateId, layoutPages, pageRuleOf, TEMPLATES, type TemplateId } from './label-templates';
import { expandCopies, labelLinesReducer, MAX_LABELS, totalCopies, type LabelLine } from './label-selection';
import { TemplatePicker } from './TemplatePicker';
import { useBarcodes } from './useBarcodes';
import { labelEntryOf, useLinkedLabels } from './useLinkedLabels';
import './labels.css';

/** On paper only the label pages: the header is hidden by the app, this screen hides its controls. */
const PRINT_ONLY_PAGES = '@media print { body { background: #fff; } .app-main { padding: 0 !important; } }';

/**
 * The stock printed on. The choice shows at once and is copied into the address (?template=a4-3x8)
 * beside what the link chose, so a reload or a bookmark keeps it; the address alone would redraw
 * the radios only after the router's navigation.
 */
function useTemplate(): [TemplateId, (id: TemplateId) => void] {
  const [params, setParams] = useSearchParams();
  const [id, setId] = useState<TemplateId>(() => {
    const value = params.get('template');
    return isTemplateId(value) ? value : 'avery5160';
  });
  return [
    id,
    (next) => {
      setId(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('template', next);
          return updated;
        },
        { replace: true },
      );
    },
  ];
}

function PagesSummary({ labels, pages, kind }: { labels: number; pages: number; kind: 'sheet' | 'roll' }) {
  const { t } = useTranslation();
  if (labels === 0) return t('labels:summary.none');
  const many = t('labels:summary.labels', { count: labels });
  return kind === 'roll' ? t('labels:summary.onRoll', { labels: many }) : t('labels:summary.onSheets', { labels: many, count: pages });
}

function LabelsEditor({ initial, from, missing }: { initial: LabelLine[]; from: string | null; missing: string[] }) {
  const { t } = useTranslation();
  const [lines, dispatch] = useReducer(labelLinesReducer, initial);
  const [templateId, setTemplateId] = useTemplate();
  const [skip, setSkip] = useState(0);
  const template = TEMPLATES[templateId];
  const labels = expandCopies(lines);
  const pages = layoutPages(labels, template, clampSkip(template, skip));
  const barcodes = useBarcodes(lines.map((l) => l.entry.upc));
  const capped = totalCopies(lines) > MAX_LABELS;

  return (
    <>
      <style>{`${pageRuleOf(template)} ${PRINT_ONLY_PAGES}`}</style>
      <div className="d-print-none">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 className="h3 me-auto mb-0">{t('labels:title')}</h1>
          <LinkButton to="/inventory" variant="outline-secondary">
            {t('labels:inventory')}
          </LinkButton>
          <Button variant="primary" onClick={() => window.print()} disabled={labels.length === 0}>
            {t('labels:print')}
          </Button>
        </div>
        {from && <p className="text-body-secondary small">{t('labels:chosenFrom', { from })}</p>}
        {missing.length > 0 && <Message variant="warning">{t('labels:missing', { names: missing.join(', ') })}</Message>}
        {capped && <Message variant="warning">{t('labels:capped', { max: MAX_LABELS })}</Message>}
        <div className="row g-4">
          <div className="col-lg-6">
            <EntryFinder idPrefix="labels-search" purpose="labels" onAdd={(entry) => dispatch({ type: 'add', entry: labelEntryOf(entry), copies: 1 })} />
          </div>
          <div className="col-lg-6">
            <section aria-labelledby="labels-chosen-heading">
              <div className="d-flex align-items-center gap-2 mb-2">
                <h2 id="labels-chosen-heading" className="h5 me-auto mb-0">
                  {t('labels:toPrint')}
                </h2>
                {lines.length > 0 && (
                  <Button size="sm" variant="outline-secondary" onClick={() => dispatch({ type: 'clear' })}>
                    {t('labels:clearAll')}
                  </Button>
                )}
              </div>
              {lines.length === 0 ? (
                <Message variant="info">{t('labels:empty')}</Message>
              ) : (
                <LabelList lines={lines} dispatch={dispatch} template={template} barcodes={barcodes} />
              )}
              <TemplatePicker template={template} onTemplate={setTemplateId} skip={skip} onSkip={setSkip} />
            </section>
          </div>
        </div>
        <h2 className="h5 mt-2" id="labels-preview-heading">
          {t('labels:preview')}{' '}
          <span className="fw-normal text-body-secondary small">
            (<PagesSummary labels={labels.length} pages={pages.length} kind={template.kind} />)
          </span>
        </h2>
      </div>
      <div role="region" aria-labelledby="labels-preview-heading">
        <LabelPages pages={pages} template={template} barcodes={barcodes} />
      </div>
    </>
  );
}

function Labels() {
  const linked = useLinkedLabels();
  const [params] = useSearchParams();
  if (linked.status === 'pending') return <Loader />;
  if (linked.status === 'failed') return <ErrorMessage error={linked.error} />;
  // A new link (another order, another selection) starts a new list; changing the template does not.
  const source = `${params.get('ids') ?? ''}|${params.get('purchaseOrder') ?? ''}`;
  return <LabelsEditor key={source} initial={linked.lines} from={linked.from} missing={linked.missing} />;
}

/** /labels: barcode labels for entries, printed on label sheets or a thermal roll; admins only. */
export function LabelsPage() {
  return (
    <RequireRole role="admin">
      <div className="container-fluid px-4 labels-screen">
        <Labels />
      </div>
    </RequireRole>
  );
}
