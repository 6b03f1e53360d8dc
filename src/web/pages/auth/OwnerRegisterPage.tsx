import 'react-phone-number-input/style.css';
import { useEffect, useState } from 'react';
import { Button, Card, Col, Container, Form, Row } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import PhoneInput from 'react-phone-number-input';
// Bundled flag images: the page must not load anything from another host.
import flags from 'react-phone-number-input/flags';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '../../../domain/messages';
import { MIN_PASSWORD_LENGTH, type TOwnerRegister } from '../../../domain/schemas/users';
import { useRegisterOwner } from '../../api/users';
import { useSession } from '../../auth/session';
import { ErrorMessage, Message } from '../../components/Message';

type OwnerForm = TOwnerRegister & { confirmPassword: string };

const TEXT_FIELDS: { name: Exclude<keyof OwnerForm, 'phone' | 'password' | 'confirmPassword'>; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'fname', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lname', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email Address', type: 'email', autoComplete: 'email' },
];
const BUSINESS_FIELDS: { name: Exclude<keyof OwnerForm, 'phone' | 'password' | 'confirmPassword'>; label: string; autoComplete?: string }[] = [
  { name: 'bname', label: 'Business Name', autoComplete: 'organization' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'mailcode', label: 'Mail Code', autoComplete: 'postal-code' },
];
const PAYLOAD_FIELDS = ['fname', 'lname', 'email', 'phone', 'bname', 'address', 'city', 'state', 'country', 'mailcode', 'password'] as const;

const SUCCESS_DELAY_MS = 2000;

/** The spec's sign-up checks, in its order; null when the form may be sent. */
function checkOwnerForm(v: OwnerForm): string | null {
  if (PAYLOAD_FIELDS.some((k) => !(v[k] ?? '').trim())) return MSG.enterAllFields;
  if (v.password !== v.confirmPassword) return MSG.passwordsDoNotMatch;
  if (v.password.length < MIN_PASSWORD_LENGTH) return MSG.passwordTooShort;
  return null;
}

/** /owner: Account Sign Up for a new business and its owner. */
export function OwnerRegisterPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const registerOwner = useRegisterOwner();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<OwnerForm>({ defaultValues: { phone: '' } });

  const loginPath = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(loginPath), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, loginPath]);

  const onSubmit = async (values: OwnerForm) => {
    const message = checkOwnerForm(values);
    setProblem(message);
    if (message) return;
    const { confirmPassword: _confirm, ...payload } = values;
    try {
      signIn(await registerOwner.mutateAsync(payload));
      setDone(true);
    } catch {
      // The alert shows the mutation's error.
    }
  };

  const textField = (f: (typeof TEXT_FIELDS)[number], autoFocus = false) => (
    <Form.Group className="mb-3" controlId={`owner-${f.name}`} key={f.name}>
      <Form.Label>{f.label}</Form.Label>
      <Form.Control type={f.type ?? 'text'} autoComplete={f.autoComplete} required autoFocus={autoFocus} maxLength={250} {...register(f.name)} />
    </Form.Group>
  );

  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col md={8} lg={6}>
          <Card body>
            <h1 className="h3 mb-3">Account Sign Up</h1>
            {problem && <Message variant="danger">{problem}</Message>}
            <ErrorMessage error={registerOwner.error} />
            {done && <Message variant="success">{MSG.registrationSuccessful}</Message>}
            {/* noValidate: the spec's ordered messages replace the browser's own bubbles. */}
            <Form noValidate onSubmit={handleSubmit(onSubmit)}>
              <fieldset disabled={isSubmitting || done}>
                {TEXT_FIELDS.map((f, i) => textField(f, i === 0))}
                <Form.Group className="mb-3">
                  <Form.Label htmlFor="owner-phone">Phone Number</Form.Label>
                  <Controller
                    control={control}
                    name="phone"
                    render={({ field }) => (
                      <PhoneInput
                        id="owner-phone"
                        flags={flags}
                        international
                        defaultCountry="US"
                        required
                        autoComplete="tel"
                        value={field.value}
                        onChange={(v) => field.onChange(v ?? '')}
                        onBlur={field.onBlur}
                        numberInputProps={{ className: 'form-control', maxLength: 250 }}
                      />
                    )}
                  />
                </Form.Group>
                {BUSINESS_FIELDS.map((f) => textField(f))}
                <Form.Group className="mb-3" controlId="owner-password">
                  <Form.Label>Password</Form.Label>
                  <Form.Control type="password" autoComplete="new-password" required {...register('password')} />
                </Form.Group>
                <Form.Group className="mb-3" controlId="owner-confirm">
                  <Form.Label>Confirm Password</Form.Label>
                  <Form.Control type="password" autoComplete="new-password" required {...register('confirmPassword')} />
                </Form.Group>
                <Button type="submit" variant="primary">
                  Register
                </Button>
              </fieldset>
            </Form>
            <p className="mt-3 mb-0">
              <Link to={loginPath}>Have an account? Login Here</Link>
            </p>
          </Card>
        </Col>
      </Row>
    </Container>
  );
}
