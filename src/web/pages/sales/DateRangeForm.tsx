import { useEffect } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { DayRangeParams } from '../../api/sales';

/** From/To day pickers. Days are UTC days, the same rule the server uses. */
export function DateRangeForm({ value, onChange, onClear }: { value: DayRangeParams; onChange: (range: DayRangeParams) => void; onClear?: () => void }) {
  const { register, handleSubmit, reset, formState } = useForm<{ from: string; to: string }>({ defaultValues: { from: value.from ?? '', to: value.to ?? '' } });
  useEffect(() => reset({ from: value.from ?? '', to: value.to ?? '' }), [value.from, value.to, reset]);

  const onSubmit = handleSubmit(({ from, to }) => onChange({ from: from || undefined, to: to || undefined }));
  const error = formState.errors.from?.message;
  return (
    <Form onSubmit={onSubmit} noValidate className="mb-3" aria-label="Date range">
      <fieldset disabled={formState.isSubmitting}>
        <Row className="g-2 align-items-end">
          <Col xs="auto">
            <Form.Group controlId="range-from">
              <Form.Label className="small mb-1">From</Form.Label>
              <Form.Control
                type="date"
                isInvalid={!!error}
                {...register('from', { validate: (from, all) => !from || !all.to || from <= all.to || 'The start date must not be after the end date' })}
              />
            </Form.Group>
          </Col>
          <Col xs="auto">
            <Form.Group controlId="range-to">
              <Form.Label className="small mb-1">To</Form.Label>
              <Form.Control type="date" {...register('to')} />
            </Form.Group>
          </Col>
          <Col xs="auto">
            <Button type="submit">Show</Button>
          </Col>
          {onClear && (
            <Col xs="auto">
              <Button variant="light" onClick={onClear}>
                Clear
              </Button>
            </Col>
          )}
          <Col xs="auto" className="small text-body-secondary">
            Days are counted in UTC.
          </Col>
        </Row>
        {error && <div className="text-danger small mt-1">{error}</div>}
      </fieldset>
    </Form>
  );
}
