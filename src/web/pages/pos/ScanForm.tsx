import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SEARCH_MODE_OPTIONS, type SearchMode } from '../../components/keyword-routes';
import { focusScanBox, scanBox, SCAN_BOX_ID, SCAN_TAKEN_EVENT } from './scan-focus';
import { shortcutOf } from './shortcuts';

export interface ScanFormProps {
  /** The term the route searches for; the box shows it (Back, paging). */
  term: string;
  /** The route's field (the radio checked). */
  mode: SearchMode;
  /**
   * Enter (not a scanner's: useWedgeScanner takes those) or Search, with the trimmed text.
   * Answers true when the text was used up, so the box empties for the next entry.
   */
  onSubmit: (text: string, mode: SearchMode) => boolean;
  /**
   * What the box holds as it is typed into, with the field chosen (search as you type); null when
   * the box was emptied for the next entry (a scan or a code taken).
   */
  onType?: (typed: { text: string; mode: SearchMode } | null) => void;
  /** In the box's group, after Search: the camera. */
  addon?: ReactNode;
  /** Under the box: the scan news and the shortcut hints. */
  children?: ReactNode;
}

/**
 * The scan box: the field radios (UPC, Mfg, Name) and one text box, which a scanner and a person
 * both type into. The box is left uncontrolled (read and emptied through the element) so a burst of
 * scanner keys never waits for the page to render between two of them.
 */
export function ScanForm({ term, mode, onSubmit, onType, addon, children }: ScanFormProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<SearchMode>(mode);
  // The route's search the box was last set to (on mount, by defaultValue).
  const shown = useRef({ term, mode });

  // A new route shows its own search, and the focus goes back to the box for the next scan. Only a
  // change of route writes the box: what is being typed into it meanwhile stays.
  useEffect(() => {
    if (shown.current.term !== term || shown.current.mode !== mode) {
      shown.current = { term, mode };
      setChosen(mode);
      const box = scanBox();
      if (box) box.value = term;
    }
    focusScanBox();
  }, [term, mode]);

  // A scan taken out of the box is no search.
  const onTypeRef = useRef(onType);
  useEffect(() => {
    onTypeRef.current = onType;
  }, [onType]);
  useEffect(() => {
    const box = scanBox();
    if (!box) return;
    const taken = () => onTypeRef.current?.(null);
    box.addEventListener(SCAN_TAKEN_EVENT, taken);
    return () => box.removeEventListener(SCAN_TAKEN_EVENT, taken);
  }, []);

  const typed = (nextMode: SearchMode) => {
    const box = scanBox();
    if (box) onType?.({ text: box.value, mode: nextMode });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const box = scanBox();
    if (!box) return;
    const text = box.value.trim();
    if (onSubmit(text, chosen) && box.value.trim() === text) {
      box.value = '';
      onType?.(null);
    }
    box.focus();
  };

  return (
    <Form onSubmit={submit} role="search" aria-label={t('pos:search.formLabel')} className="pos-scan-form">
      <div className="d-flex flex-wrap gap-3 mb-1">
        {SEARCH_MODE_OPTIONS.map((f) => (
          <Form.Check
            key={f.value}
            inline
            type="radio"
            id={`pos-search-mode-${f.value}`}
            name="field"
            label={f.label}
            value={f.value}
            checked={chosen === f.value}
            onChange={() => {
              setChosen(f.value);
              typed(f.value);
            }}
            className="pos-radio me-0"
          />
        ))}
      </div>
      <Form.Label htmlFor={SCAN_BOX_ID} visuallyHidden>
        {t('pos:search.boxLabel')}
      </Form.Label>
      <InputGroup>
        <Form.Control
          id={SCAN_BOX_ID}
          type="text"
          placeholder={t('pos:search.placeholder')}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          defaultValue={term}
          onInput={() => typed(chosen)}
          aria-keyshortcuts={shortcutOf('focusScan').aria}
        />
        <Button type="submit" variant="outline-primary">
          {t('pos:search.submit')}
        </Button>
        {addon}
      </InputGroup>
      {children}
    </Form>
  );
}
