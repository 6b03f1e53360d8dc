import 'react-phone-number-input/style.css';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import PhoneInput from 'react-phone-number-input';
// Bundled flag images: the page must not load anything from another host.
import flags from 'react-phone-number-input/flags';
import { Link, useSearchParams } from 'react-router';
import type { TOwnerRegister } from '../../../domain/schemas/users';
import { useRegisterOwner } from '../../api/users';
import { useSession } from '../../auth/session';
import { describeProposal, proposeForCountry } from '../../components/country-proposal';
import { CheckField, FormField, TextField } from '../../components/form/FormField';
import { browserTimeZone, TimeZoneField } from '../../components/form/RegionFields';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Message } from '../../components/Message';
import { useNavigateLater } from '../../components/useNavigateLater';
import { EMPTY_SIGN_UP, ZSignUpForm, type SignUpValues } from './sign-up-form';

/** 'Registration Successful' shows this long before /login (spec section 9). */
const SUCCESS_DELAY_MS = 2000;

type TextFieldName = Exclude<keyof SignUpValues, 'phone' | 'password' | 'confirmPassword'>;

interface TextFieldSpec {
  name: TextFieldName;
  label: string;
  type?: string;
  autoComplete: string;
}

const ownerFields = (t: TFunction): TextFieldSpec[] => [
  { name: 'fname', label: t('auth:signUp.fname'), autoComplete: 'given-name' },
  { name: 'lname', label: t('auth:signUp.lname'), autoComplete: 'family-name' },
  { name: 'email', label: t('auth:fields.email'), type: 'email', autoComplete: 'email' },
];
const businessFields = (t: TFunction): TextFieldSpec[] => [
  { name: 'bname', label: t('auth:signUp.bname'), autoComplete: 'organization' },
  { name: 'address', label: t('auth:signUp.address'), autoComplete: 'street-address' },
  { name: 'city', label: t('auth:signUp.city'), autoComplete: 'address-level2' },
  { name: 'state', label: t('auth:signUp.state'), autoComplete: 'address-level1' },
  { name: 'country', label: t('auth:signUp.country'), autoComplete: 'country-name' },
  { name: 'mailcode', label: t('auth:signUp.mailcode'), autoComplete: 'postal-code' },
];

/** The international phone input with its country picker, as one of the form's fields. */
function PhoneField() {
  const { t } = useTranslation();
  return (
    <FormField name="phone" label={t('auth:signUp.phone')}>
      {(control, invalid) => (
        <Controller
          name="phone"
          render={({ field }) => (
            <PhoneInput
              {...control}
              flags={flags}
              international
              defaultCountry="US"
              required
              autoComplete="tel"
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              numberInputProps={{ className: `form-control${invalid ? ' is-invalid' : ''}`, maxLength: 250 }}
            />
          )}
        />
      )}
    </FormField>
  );
}

/** Under Country, once it names a country Stocktill knows: set the shop up as that country does? */
function CountryDefaultsChoice() {
  const { t } = useTranslation();
  const [country, timeZone, state, city] = useWatch<SignUpValues, ['country', 'timeZone', 'state', 'city']>({ name: ['country', 'timeZone', 'state', 'city'] });
  const proposal = proposeForCountry(country ?? '', timeZone, { state, city });
  const text = describeProposal(proposal);
  if (!proposal || !text) return null;
  return <CheckField name="countryDefaults" label={t('auth:signUp.countryDefaults', { country: proposal.country.name, text })} />;
}

/** The form itself: the spec's fields in its order, checked in its order, then sent. */
function SignUpForm({ done, onRegistered }: { done: boolean; onRegistered: () => void }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const registerOwner = useRegisterOwner();
  const form = useZodForm<SignUpValues, TOwnerRegister>(ZSignUpForm, { defaultValues: { ...EMPTY_SIGN_UP, timeZone: browserTimeZone(), countryDefaults: true } });

  const onSubmit = async (payload: TOwnerRegister) => {
    try {
      signIn(await registerOwner.mutateAsync(payload));
      onRegistered();
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  const text = (f: TextFieldSpec, autoFocus = false) => (
    <TextField key={f.name} name={f.name} label={f.label} type={f.type ?? 'text'} autoComplete={f.autoComplete} required autoFocus={autoFocus} maxLength={250} />
  );

  return (
    <ZodForm
      form={form}
      idPrefix="owner"
      onSubmit={onSubmit}
      serverError={registerOwner.error}
      disabled={done}
      notice={done && <Message variant="success">{t('spec:registrationSuccessful')}</Message>}
    >
      {ownerFields(t).map((f, i) => text(f, i === 0))}
      <PhoneField />
      {businessFields(t).map((f) => (f.name === 'country' ? [text(f), <CountryDefaultsChoice key="countryDefaults" />] : text(f)))}
      <TimeZoneField hint={t('auth:signUp.timeZoneHint')} />
      <TextField name="password" label={t('auth:fields.password')} type="password" autoComplete="new-password" required />
      <TextField name="confirmPassword" label={t('auth:signUp.confirmPassword')} type="password" autoComplete="new-password" required />
      <Button type="submit" variant="primary">
        {t('auth:signUp.submit')}
      </Button>
    </ZodForm>
  );
}

/** /owner: Account Sign Up for a new business and its owner, who then signs in at /login. */
export function OwnerRegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  const [done, setDone] = useState(false);
  useNavigateLater(done ? loginPath : null, SUCCESS_DELAY_MS);

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card body>
            <h1 className="h3 mb-3">{t('auth:signUp.title')}</h1>
            <SignUpForm done={done} onRegistered={() => setDone(true)} />
            <p className="mt-3 mb-0">
              <Link to={loginPath}>{t('auth:signUp.haveAccount')}</Link>
            </p>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
