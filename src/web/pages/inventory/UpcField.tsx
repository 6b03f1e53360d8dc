import { useFormContext } from 'react-hook-form';
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
      label="UPC"
      className={className}
      hint={canGenerate ? 'No barcode on the product? Generate makes an in-store one (EAN-13 starting with 2) for its label.' : undefined}
    >
      {(control, invalid) => (
        <>
          <div className="input-group">
            <input className={`form-control${invalid ? ' is-invalid' : ''}`} type="text" autoComplete="off" maxLength={64} {...control} {...register('upc')} />
            <CameraScanButton label="Scan the UPC with the camera" onCode={onCameraCode} />
            {canGenerate && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => void onGenerate()} disabled={generate.isPending}>
                Generate<span className="visually-hidden"> an in-store barcode</span>
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
