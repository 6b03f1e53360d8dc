import { useMemo } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { COUNTRIES } from '../../../domain/countries';
import type { TQuickStart } from '../../../domain/schemas/users';
import { useQuickStart } from '../../api/users';
import { useSession } from '../../auth/session';
import { describeProposal, guessCountryCode, proposeForCountry } from '../../components/country-proposal';
import { SelectField, TextField } from '../../components/form/FormField';
import { browserTimeZone } from '../../components/form/RegionFields';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { ZQuickStartForm, type QuickStartValues } from './quick-start-form';

const BY_NAME = [...COUNTRIES].sort((a, b) => a.name.localeCompare(b.name));

/** What the chosen country sets up, said before the owner commits to it. */
function Proposal() {
  const country = useWatch<QuickStartValues, 'country'>({ name: 'country' });
  const zone = useWatch<QuickStartValues, 'timeZone'>({ name: 'timeZone' });
  const text = describeProposal(proposeForCountry(country ?? '', zone));
  return (
    <p className="small text-body-secondary mb-3" aria-live="polite">
      {text ? `Your shop starts with ${text}. You can change any of it in Settings.` : 'Pick your country and Stocktill sets up its currency, tax and time zone.'}
    </p>
  );
}

/**
 * /start: the quick way in. Five fields open the shop, set up for its country, and sign the owner
 * in on the dashboard's checklist; the address and phone for receipts can wait.
 */
export function QuickStartPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const start = useQuickStart();
  const defaults = useMemo<QuickStartValues>(() => {
    const code = guessCountryCode();
    return { name: '', bname: '', email: '', password: '', country: COUNTRIES.find((c) => c.code === code)?.name ?? '', timeZone: browserTimeZone() };
  }, []);
  const form = useZodForm<QuickStartValues, TQuickStart>(ZQuickStartForm, { defaultValues: defaults });

  const onSubmit = async (payload: TQuickStart) => {
    try {
      signIn(await start.mutateAsync(payload));
      navigate('/dashboard');
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card body>
            <h1 className="h3 mb-1">Open your shop</h1>
            <p className="text-body-secondary">Five fields, then add a product and make your first sale.</p>
            <ZodForm form={form} idPrefix="start" onSubmit={onSubmit} serverError={start.error} disabled={start.isPending} ariaLabel="Open your shop">
              <TextField name="name" label="Your name" autoComplete="name" required autoFocus maxLength={250} />
              <TextField name="bname" label="Shop name" autoComplete="organization" required maxLength={250} />
              <SelectField name="country" label="Country" autoComplete="country-name" required>
                <option value="">Choose your country…</option>
                {BY_NAME.map((c) => (
                  <option key={c.code} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <Proposal />
              <TextField name="email" label="Email Address" type="email" autoComplete="email" required maxLength={254} />
              <TextField name="password" label="Password" type="password" autoComplete="new-password" required hint="At least 6 characters." />
              <Button type="submit" variant="primary" size="lg" className="w-100" disabled={start.isPending}>
                Open my shop
              </Button>
            </ZodForm>
            <p className="mt-3 mb-0 small">
              Your country is not listed, or you want to give your address now? <Link to="/owner">Use the full sign-up</Link>. Have an account? <Link to="/login">Login Here</Link>
            </p>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
