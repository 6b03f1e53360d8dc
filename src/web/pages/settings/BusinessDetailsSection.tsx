import { useEffect } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ZBusinessDetails, type TBusinessDetails } from '../../../domain/schemas/business';
import { useBusinessDetails, useSaveBusinessDetails } from '../../api/settings';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Loader } from '../../components/Loader';
import { ErrorMessage } from '../../components/Message';

const EMPTY: TBusinessDetails = { bname: '', phone: '', address: '', city: '', state: '', country: '', mailcode: '' };

/** The shop's name, address and phone: what its receipts print under the name. */
export function BusinessDetailsSection({ notify }: { notify: (message: string) => void }) {
  const { t } = useTranslation();
  const details = useBusinessDetails();
  const save = useSaveBusinessDetails();
  const form = useZodForm<TBusinessDetails, TBusinessDetails>(ZBusinessDetails, { defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (details.data) reset(details.data);
  }, [details.data, reset]);

  if (details.isPending) return <Loader />;
  if (details.error) return <ErrorMessage error={details.error} />;

  const onSubmit = async (values: TBusinessDetails) => {
    try {
      await save.mutateAsync(values);
      notify(t('settings:business.saved'));
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Card className="mb-4" id="business-details">
      <Card.Body>
        <ZodForm form={form} idPrefix="settings-business" onSubmit={onSubmit} serverError={save.error} ariaLabel={t('settings:business.formLabel')}>
          <h2 className="h5">{t('settings:business.title')}</h2>
          <p className="small text-body-secondary">{t('settings:business.intro')}</p>
          <TextField name="bname" label={t('settings:business.bname')} autoComplete="organization" maxLength={250} required />
          <TextField name="address" label={t('settings:business.address')} autoComplete="street-address" maxLength={250} />
          <Row>
            <Col sm={6}>
              <TextField name="city" label={t('settings:business.city')} autoComplete="address-level2" maxLength={250} />
            </Col>
            <Col sm={6}>
              <TextField name="state" label={t('settings:business.state')} autoComplete="address-level1" maxLength={250} />
            </Col>
            <Col sm={6}>
              <TextField name="mailcode" label={t('settings:business.mailcode')} autoComplete="postal-code" maxLength={32} />
            </Col>
            <Col sm={6}>
              <TextField name="country" label={t('settings:business.country')} autoComplete="country-name" maxLength={250} />
            </Col>
          </Row>
          <TextField name="phone" label={t('settings:business.phone')} type="tel" autoComplete="tel" maxLength={32} />
          <Button type="submit">{t('settings:business.save')}</Button>
        </ZodForm>
      </Card.Body>
    </Card>
  );
}
