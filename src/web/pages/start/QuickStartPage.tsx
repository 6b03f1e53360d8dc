import { useMemo } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const country = useWatch<QuickStartValues, 'country'>({ name: 'country' });
  const zone = useWatch<QuickStartValues, 'timeZone'>({ name: 'timeZone' });
  const text = describeProposal(proposeForCountry(country ?? '', zone));
  return (
    <p className="small text-body-secondary mb-3" aria-live="polite">
      {text ? t('start:proposal', { text }) : t('start:pickCountry')}
    </p>
  );
}

/**
 * /start: the quick way in. Five fields open the shop, set up for its country, and sign the owner
 * in on the dashboard's checklist; the address and phone for receipts can wait.
 */
export function QuickStartPage() {
  const { t } = useTranslation();
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
            <h1 className="h3 mb-1">{t('start:title')}</h1>
            <p className="text-body-secondary">{t('start:intro')}</p>
            <ZodForm form={form} idPrefix="start" onSubmit={onSubmit} serverError={start.error} disabled={start.isPending} ariaLabel={t('start:title')}>
              <TextField name="name" label={t('start:name')} autoComplete="name" required autoFocus maxLength={250} />
              <TextField name="bname" label={t('start:bname')} autoComplete="organization" required maxLength={250} />
              <SelectField name="country" label={t('start:country')} autoComplete="country-name" required>
                <option value="">{t('start:chooseCountry')}</option>
                {BY_NAME.map((c) => (
                  <option key={c.code} value={c.name}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <Proposal />
              <TextField name="email" label={t('start:email')} type="email" autoComplete="email" required maxLength={254} />
              <TextField name="password" label={t('start:password')} type="password" autoComplete="new-password" required hint={t('start:passwordHint')} />
              <Button type="submit" variant="primary" size="lg" className="w-100" disabled={start.isPending}>
                {t('start:submit')}
              </Button>
            </ZodForm>
            <p className="mt-3 mb-0 small">
              <Trans i18nKey="start:otherWays" components={{ signup: <Link to="/owner" />, login: <Link to="/login" /> }} />
            </p>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
