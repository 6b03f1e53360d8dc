import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAllItems } from '../../api/items';
import { useAllManufacturers } from '../../api/manufacturers';
import type { ImportDefaults as Defaults } from '../../api/catalog';

/** The longest category or manufacturer name the server takes. */
const MAX_NAME = 100;

/**
 * One default name: typed, or picked from the business's list (a new name is created with the
 * import). Taken when the field is left or Enter is pressed, not at every key: each change sends
 * the file to be checked again.
 */
function DefaultField({ label, hint, value, names, disabled, onCommit }: { label: string; hint: string; value: string; names: string[]; disabled: boolean; onCommit: (value: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    commit();
  };
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={draft}
        maxLength={MAX_NAME}
        list={`${id}-names`}
        autoComplete="off"
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <datalist id={`${id}-names`}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Form.Text id={`${id}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );
}

/** The category and manufacturer new products take when their row has none. */
export function ImportDefaults({ defaults, disabled, onChange }: { defaults: Defaults; disabled: boolean; onChange: (defaults: Defaults) => void }) {
  const { t } = useTranslation();
  const categories = useAllItems().data?.map((i) => i.item) ?? [];
  const makers = useAllManufacturers().data?.map((m) => m.manufacturer) ?? [];
  return (
    <section aria-labelledby="import-defaults-heading" className="mb-4">
      <h2 id="import-defaults-heading" className="h5">
        {t('catalog:defaults.heading')}
      </h2>
      <p className="small text-body-secondary">{t('catalog:defaults.intro')}</p>
      <Row className="g-3">
        <Col xs={12} md={6}>
          <DefaultField
            label={t('catalog:defaults.item')}
            hint={t('catalog:defaults.itemHint')}
            value={defaults.item}
            names={categories}
            disabled={disabled}
            onCommit={(item) => onChange({ ...defaults, item })}
          />
        </Col>
        <Col xs={12} md={6}>
          <DefaultField
            label={t('catalog:defaults.manufacturer')}
            hint={t('catalog:defaults.manufacturerHint')}
            value={defaults.manufacturer}
            names={makers}
            disabled={disabled}
            onCommit={(manufacturer) => onChange({ ...defaults, manufacturer })}
          />
        </Col>
      </Row>
    </section>
  );
}
