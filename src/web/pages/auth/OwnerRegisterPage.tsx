import 'react-phone-number-input/style.css';
import { useState } from 'react';
import { Button, Card, Col, Container, Row } from 'react-bootstrap';
import { Controller, useWatch } from 'react-hook-form';
import PhoneInput from 'react-phone-number-input';
// Bundled flag images: the page must not load anything from another host.
import flags from 'react-phone-number-input/flags';
import { Link, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages';
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

const OWNER_FIELDS: { name: TextFieldName; label: string; type?: string; autoComplete: string }[] = [
  { name: 'fname', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lname', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
];
const BUSINESS_FIELDS: { name: TextFieldName; label: string; autoComplete: string }[] = [
  { name: 'bname', label: 'Business Name', autoComplete: 'organization' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'mailcode', label: 'Mail Code', autoComplete: 'postal-code' },
];

/** The international phone input with its country picker, as one of the form's fields. */
function PhoneField() {
  return (
    <FormField name="phone" label="Phone Number">
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
  const [country, timeZone] = useWatch<SignUpValues, ['country', 'timeZone']>({ name: ['country', 'timeZone'] });
  const proposal = proposeForCountry(country ?? '', timeZone);
  const text = describeProposal(proposal);
  if (!proposal || !text) return null;
  return <CheckField name="countryDefaults" label={`Set my shop up for ${proposal.country.name}: ${text}`} />;
}

/** The form itself: the spec's fields in its order, checked in its order, then sent. */
function SignUpForm({ done, onRegistered }: { done: boolean; onRegistered: () => void }) {
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

  const text = (f: (typeof OWNER_FIELDS)[number], autoFocus = false) => (
    <TextField key={f.name} name={f.name} label={f.label} type={f.type ?? 'text'} autoComplete={f.autoComplete} required autoFocus={autoFocus} maxLength={250} />
  );

  return (
    <ZodForm
      form={form}
      idPrefix="owner"
      onSubmit={onSubmit}
      serverError={registerOwner.error}
      disabled={done}
      notice={done && <Message variant="success">{MSG.registrationSuccessful}</Message>}
    >
      {OWNER_FIELDS.map((f, i) => text(f, i === 0))}
      <PhoneField />
      {BUSINESS_FIELDS.map((f) => (f.name === 'country' ? [text(f), <CountryDefaultsChoice key="countryDefaults" />] : text(f)))}
      <TimeZoneField hint="The shop's days, reports and receipts follow this zone; change it later in Settings." />
      <TextField name="password" label="Password" type="password" autoComplete="new-password" required />
      <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="primary">
        Register
      </Button>
    </ZodForm>
  );
}

/** /owner: Account Sign Up for a new business and its owner, who then signs in at /login. */
export function OwnerRegisterPage() {
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
            <h1 className="h3 mb-3">Account Sign Up</h1>
            <SignUpForm done={done} onRegistered={() => setDone(true)} />
            <p className="mt-3 mb-0">
              <Link to={loginPath}>Have an account? Login Here</Link>
            </p>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
