import type { TFunction } from 'i18next';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
const stepsOf = (t: TFunction): Record<GettingStartedStep, StepAction & { title: string; hint: string; also?: StepAction }> => ({
  // A first product added from here goes straight onto the terminal's receipt: the first sale is next.
  products: {
    title: t('dashboard:steps.products.title'),
    hint: t('dashboard:steps.products.hint'),
    to: '/inventory/add?then=sell',
    action: t('dashboard:steps.products.action'),
    also: { to: '/inventory/import', action: t('dashboard:steps.products.import') },
  },
  tax: { title: t('dashboard:steps.tax.title'), hint: t('dashboard:steps.tax.hint'), to: '/settings', action: t('dashboard:steps.openSettings') },
  till: { title: t('dashboard:steps.till.title'), hint: t('dashboard:steps.till.hint'), to: '/registers', action: t('dashboard:steps.till.action') },
  sale: { title: t('dashboard:steps.sale.title'), hint: t('dashboard:steps.sale.hint'), to: '/pos', action: t('dashboard:steps.sale.action') },
  details: { title: t('dashboard:steps.details.title'), hint: t('dashboard:steps.details.hint'), to: '/settings#business-details', action: t('dashboard:steps.openSettings') },
});

/**
 * The dashboard's getting-started checklist for a new shop: each step ticks itself off from what
 * the business has done; the owner may put it away (and bring it back from the link it leaves).
 */
export function GettingStarted() {
  const { t } = useTranslation();
  const status = useGettingStarted();
  const dismiss = useDismissGettingStarted();
  const samples = useSampleProducts();
  const data = status.data;
  if (!data) return <ErrorMessage error={status.error} />;
  if (data.dismissed) {
    return (
      <p className="small mb-3">
        <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => dismiss.mutate(false)}>
          {t('dashboard:checklist.show')}
        </Button>
      </p>
    );
  }
  const done = data.steps.filter((s) => s.done).length;
  const steps = stepsOf(t);
  return (
    <Card as="section" aria-labelledby="getting-started-title" className="mb-4 shadow-sm border-primary">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 id="getting-started-title" className="h5 mb-1">
              {t('dashboard:checklist.title')}
            </h2>
            <p className="text-body-secondary mb-0">
              {t('dashboard:checklist.progress', { done, total: data.steps.length })}
            </p>
          </div>
          <Button variant="outline-secondary" size="sm" onClick={() => dismiss.mutate(true)}>
            {t('dashboard:checklist.hide')}
          </Button>
        </div>
        <ErrorMessage error={dismiss.error ?? samples.add.error ?? samples.remove.error} />
        <ol className="list-unstyled mb-3">
          {data.steps.map((step) => {
            const s = steps[step.key];
            return (
              <li key={step.key} className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
                <span aria-hidden="true" className={`fs-5 ${step.done ? 'text-success' : 'text-body-secondary'}`}>
                  {step.done ? '✔' : '○'}
                </span>
                <div className="flex-grow-1">
                  <strong className={step.done ? 'text-decoration-line-through' : undefined}>{s.title}</strong>
                  <span className="visually-hidden">{step.done ? ` ${t('dashboard:checklist.done')}` : ` ${t('dashboard:checklist.toDo')}`}</span>
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
            {t('dashboard:samples.present')}{' '}
            <Button variant="outline-danger" size="sm" onClick={() => samples.remove.mutate()} disabled={samples.remove.isPending}>
              {t('dashboard:samples.remove')}
            </Button>
          </p>
        ) : (
          <p className="mb-0 small">
            {t('dashboard:samples.lookingAround')}{' '}
            <Button variant="outline-primary" size="sm" onClick={() => samples.add.mutate()} disabled={samples.add.isPending}>
              {t('dashboard:samples.add')}
            </Button>
          </p>
        )}
      </Card.Body>
    </Card>
  );
}
