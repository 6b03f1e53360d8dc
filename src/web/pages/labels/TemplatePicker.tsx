import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { clampSkip, TEMPLATE_IDS, type LabelTemplate, type TemplateId } from './label-templates';

/** The label stock, and on a sheet how many labels of the first one are already used. */
export function TemplatePicker({ template, onTemplate, skip, onSkip }: { template: LabelTemplate; onTemplate: (id: TemplateId) => void; skip: number; onSkip: (skip: number) => void }) {
  const { t } = useTranslation();
  const names: Record<TemplateId, string> = { avery5160: t('labels:templates.avery5160'), 'a4-3x8': t('labels:templates.a4'), 'roll-57x32': t('labels:templates.roll') };
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('labels:picker.legend')}</legend>
      {TEMPLATE_IDS.map((id) => (
        <Form.Check key={id} type="radio" name="label-template" id={`labels-template-${id}`} label={names[id]} checked={template.id === id} onChange={() => onTemplate(id)} />
      ))}
      {template.kind === 'sheet' && (
        <Form.Group controlId="labels-skip" className="mt-2" style={{ maxWidth: '16rem' }}>
          <Form.Label className="small mb-1">{t('labels:picker.skip')}</Form.Label>
          {/* Text, not a number input: a browser's number input reads 1,5 as 15. */}
          <Form.Control
            type="text"
            size="sm"
            inputMode="numeric"
            autoComplete="off"
            value={String(skip)}
            onChange={(event) => onSkip(clampSkip(template, Number(event.target.value)))}
          />
        </Form.Group>
      )}
    </fieldset>
  );
}
