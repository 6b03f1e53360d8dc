import { useEffect } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

/** The keyword box of a one-column list (items, manufacturers): `?keyword=` on the list's first page. */
export function NameSearch({ keyword, label, basePath }: { keyword: string; label: string; basePath: string }) {
  const navigate = useNavigate();
  const { register, handleSubmit, reset } = useForm({ defaultValues: { term: keyword } });
  useEffect(() => reset({ term: keyword }), [keyword, reset]);
  const onSubmit = handleSubmit(({ term }) => {
    const t = term.trim();
    navigate(t ? `${basePath}?keyword=${encodeURIComponent(t)}` : basePath);
  });
  return (
    <Form onSubmit={onSubmit} role="search" className="mb-3">
      <Form.Group controlId={`${basePath.slice(1)}-search`} style={{ maxWidth: '24rem' }}>
        <Form.Label visuallyHidden>{label}</Form.Label>
        <InputGroup>
          <Form.Control type="search" placeholder={`${label}...`} autoComplete="off" maxLength={100} {...register('term')} />
          <Button type="submit" variant="outline-primary">
            Search
          </Button>
        </InputGroup>
      </Form.Group>
    </Form>
  );
}
