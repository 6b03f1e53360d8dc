import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ZRegisterInput, MAX_REGISTER_NAME, type TRegisterInput } from '../../../domain/schemas/money';
import { useAddRegister } from '../../api/registers';
import { TextField } from '../../components/form/FormField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';

/** Admins add a till: its name, unique in the business. */
export function AddRegisterForm({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useTranslation();
  const add = useAddRegister();
  const form = useZodForm<TRegisterInput, TRegisterInput>(ZRegisterInput, { defaultValues: { name: '' } });

  const onSubmit = async (values: TRegisterInput) => {
    try {
      const register = await add.mutateAsync(values);
      form.reset({ name: '' });
      onAdded(register.name);
    } catch {
      // The form's alert shows why.
    }
  };

  return (
    <ZodForm form={form} idPrefix="add-register" onSubmit={onSubmit} serverError={add.error} ariaLabel={t('registers:add.formLabel')} className="mb-4">
      <div className="row g-2 align-items-end">
        <TextField name="name" label={t('registers:add.name')} className="col-12 col-sm-auto" maxLength={MAX_REGISTER_NAME} autoComplete="off" />
        <div className="col-auto">
          <Button type="submit" variant="outline-primary">
            {t('registers:add.submit')}
          </Button>
        </div>
      </div>
    </ZodForm>
  );
}
