import { useEffect } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { SEARCH_FIELDS } from '../../../domain/constants';
import { isSearchMode, searchPath, type SearchMode } from './search';

const MODE_LABELS: Record<SearchMode, string> = { '1': 'UPC', '2': 'Mfg', '3': 'Name' };

interface SearchValues {
  term: string;
  mode: SearchMode;
}

/**
 * Search box with the UPC / Mfg / Name radios. It has focus on load because a barcode scanner
 * types into it: with UPC selected, `onScan` gets the first try at a term (an exact UPC match is
 * added to the receipt at once); anything else becomes a search route.
 */
export function SearchForm({ initialText, initialMode, onScan }: { initialText: string; initialMode: SearchMode; onScan: (upc: string) => Promise<boolean> }) {
  const navigate = useNavigate();
  const { register, handleSubmit, setFocus, getValues, setValue } = useForm<SearchValues>({ defaultValues: { term: initialText, mode: initialMode } });

  // A new route (e.g. Back, or a pagination link) shows its own search term.
  // (setValue, not reset: reset drops the field refs, and focus would then go nowhere.)
  useEffect(() => {
    setValue('term', initialText);
    setValue('mode', initialMode);
    setFocus('term');
  }, [initialText, initialMode, setValue, setFocus]);

  const onSubmit = handleSubmit(async ({ term, mode }) => {
    const text = term.trim();
    if (!text) {
      navigate('/pos');
      return;
    }
    const m = isSearchMode(mode) ? mode : '3';
    if (m === '1' && (await onScan(text))) {
      // Clear only the scanned code: the next scan may already be arriving in the box.
      if (getValues('term').trim() === text) setValue('term', '');
      setFocus('term');
      return;
    }
    navigate(searchPath(text, m));
  });

  return (
    <Form onSubmit={onSubmit} className="mb-3" role="search" aria-label="Product search">
      {/* Never disabled while looking up: a scanner keeps typing and its keystrokes must not be lost. */}
      <fieldset>
        <div className="d-flex flex-wrap gap-3 mb-2">
          {(Object.keys(SEARCH_FIELDS) as SearchMode[]).map((m) => (
            <Form.Check key={m} inline type="radio" id={`pos-search-mode-${m}`} label={MODE_LABELS[m]} value={m} {...register('mode')} />
          ))}
        </div>
        <Form.Group controlId="pos-search-term">
          <Form.Label visuallyHidden>Search products</Form.Label>
          <InputGroup>
            <Form.Control type="text" placeholder="Scan or search products..." autoComplete="off" maxLength={100} {...register('term')} />
            <Button type="submit" variant="outline-primary">
              Search
            </Button>
          </InputGroup>
        </Form.Group>
      </fieldset>
    </Form>
  );
}
