import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGenerateBarcode } from '../../api/catalog';
import { CameraScanButton } from '../../components/camera/CameraScanButton';
import { FormField } from '../../components/form/FormField';
import { errorText } from '../../components/Message';

/**
 * The entry's UPC: typed, scanned with a hand scanner, or read with the camera (the button beside
 * it). With `canGenerate` (admins adding a product that has no barcode of its own) a Generate
 * button asks the server for an in-store EAN-13 the business does not use yet and fills the field
 * with it.
 */
export function UpcField({ className, canGenerate = false }: { className?: string; canGenerate?: boolean }) {
  const { t } = useTranslation();
  const { register, setValue } = useFormContext();
  const generate = useGenerateBarcode();
  const failure = errorText(generate.error);

  const onGenerate = async () => {
    try {
      const { upc } = await generate.mutateAsync();
      setValue('upc', upc, { shouldDirty: true, shouldValidate: false });
    } catch {
      // Said under the field.
    }
  };

  const onCameraCode = (upc: string) => setValue('upc', upc, { shouldDirty: true, shouldValidate: true });

  return (
    <FormField
      name="upc"
      label={t('inventory:fields.upc')}
      className={className}
      hint={canGenerate ? t('inventory:upc.generateHint') : undefined}
    >
      {(control, invalid) => (
        <>
          <div className="input-group">
            <input className={`form-control${invalid ? ' is-invalid' : ''}`} type="text" autoComplete="off" maxLength={64} {...control} {...register('upc')} />
            <CameraScanButton label={t('inventory:upc.scan')} onCode={onCameraCode} />
            {canGenerate && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => void onGenerate()} disabled={generate.isPending}>
                {t('inventory:upc.generate')}
                <span className="visually-hidden"> {t('inventory:upc.generateWhat')}</span>
              </button>
            )}
          </div>
          {failure && (
            <div className="invalid-feedback d-block" role="alert">
              {failure}
            </div>
          )}
        </>
      )}
    </FormField>
  );
}
