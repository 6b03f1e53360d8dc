import { Form } from 'react-bootstrap';
import { clampSkip, TEMPLATE_IDS, TEMPLATES, type LabelTemplate, type TemplateId } from './label-templates';

/** The label stock, and on a sheet how many labels of the first one are already used. */
export function TemplatePicker({ template, onTemplate, skip, onSkip }: { template: LabelTemplate; onTemplate: (id: TemplateId) => void; skip: number; onSkip: (skip: number) => void }) {
  return (
    <fieldset className="mb-3">
      <legend className="h6">Label stock</legend>
      {TEMPLATE_IDS.map((id) => (
        <Form.Check key={id} type="radio" name="label-template" id={`labels-template-${id}`} label={TEMPLATES[id].name} checked={template.id === id} onChange={() => onTemplate(id)} />
      ))}
      {template.kind === 'sheet' && (
        <Form.Group controlId="labels-skip" className="mt-2" style={{ maxWidth: '16rem' }}>
          <Form.Label className="small mb-1">Labels already used on the first sheet</Form.Label>
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
