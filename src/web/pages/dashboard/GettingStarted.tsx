import { Button, Card } from 'react-bootstrap';
import type { GettingStartedStep } from '../../../domain/schemas/getting-started';
import { useDismissGettingStarted, useGettingStarted, useSampleProducts } from '../../api/getting-started';
import { LinkButton } from '../../components/LinkButton';
import { ErrorMessage } from '../../components/Message';

/** What each step asks of the owner, and where it is done. */
interface StepAction {
  to: string;
  action: string;
}

/** What each step asks of the owner, and where it is done (`also`: a second way to do it). */
const STEPS: Record<GettingStartedStep, StepAction & { title: string; hint: string; also?: StepAction }> = {
  // A first product added from here goes straight onto the terminal's receipt: the first sale is next.
  products: { title: 'Add your products', hint: 'One by one, or import your spreadsheet in one go.', to: '/inventory/add?then=sell', action: 'Add a product', also: { to: '/inventory/import', action: 'Import products' } },
  tax: { title: 'Set your tax rate and currency', hint: 'Receipts and totals use them from then on.', to: '/settings', action: 'Open Settings' },
  till: { title: 'Open the till', hint: 'Count the float into Register 1, so the drawer balances tonight.', to: '/registers', action: 'Open the register' },
  sale: { title: 'Make your first sale', hint: 'Scan or pick a product at the terminal and take the money.', to: '/pos', action: 'Go to the terminal' },
  details: { title: "Add your shop's address and phone", hint: "Receipts print them under your shop's name.", to: '/settings#business-details', action: 'Open Settings' },
};

/**
 * The dashboard's getting-started checklist for a new shop: each step ticks itself off from what
 * the business has done; the owner may put it away (and bring it back from the link it leaves).
 */
export function GettingStarted() {
  const status = useGettingStarted();
  const dismiss = useDismissGettingStarted();
  const samples = useSampleProducts();
  const data = status.data;
  if (!data) return <ErrorMessage error={status.error} />;
  if (data.dismissed) {
    return (
      <p className="small mb-3">
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => dismiss.mutate(false)}>
          Show the getting-started checklist
        </Button>
      </p>
    );
  }
  const done = data.steps.filter((s) => s.done).length;
  return (
    <Card as="section" aria-labelledby="getting-started-title" className="mb-4 shadow-sm border-primary">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 id="getting-started-title" className="h5 mb-1">
              Getting started
            </h2>
            <p className="text-body-secondary mb-0">
              {done} of {data.steps.length} done
            </p>
          </div>
          <Button variant="outline-secondary" size="sm" onClick={() => dismiss.mutate(true)}>
            Hide this checklist
          </Button>
        </div>
        <ErrorMessage error={dismiss.error ?? samples.add.error ?? samples.remove.error} />
        <ol className="list-unstyled mb-3">
          {data.steps.map((step) => {
            const s = STEPS[step.key];
            return (
              <li key={step.key} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
                <span aria-hidden="true" className={`fs-5 ${step.done ? 'text-success' : 'text-body-secondary'}`}>
                  {step.done ? '✔' : '○'}
                </span>
                <div className="flex-grow-1">
                  <strong className={step.done ? 'text-decoration-line-through' : undefined}>{s.title}</strong>
                  <span className="visually-hidden">{step.done ? ' (done)' : ' (to do)'}</span>
                  <div className="small text-body-secondary">{s.hint}</div>
                </div>
                {!step.done && (
                  <div className="d-flex flex-wrap gap-2">
                    <LinkButton to={s.to} variant="primary" size="sm">
                      {s.action}
                    </LinkButton>
                    {s.also && (
                      <LinkButton to={s.also.to} variant="outline-primary" size="sm">
                        {s.also.action}
                      </LinkButton>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
        {data.sampleProducts ? (
          <p className="mb-0 small">
            Sample products are in your inventory.{' '}
            <Button variant="outline-danger" size="sm" onClick={() => samples.remove.mutate()} disabled={samples.remove.isPending}>
              Remove the sample products
            </Button>
          </p>
        ) : (
          <p className="mb-0 small">
            Just looking around?{' '}
            <Button variant="outline-primary" size="sm" onClick={() => samples.add.mutate()} disabled={samples.add.isPending}>
              Try it with sample products
            </Button>
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
