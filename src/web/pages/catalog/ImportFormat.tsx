import { useTranslation } from 'react-i18next';
import type { TImportResult } from '../../../domain/schemas/catalog';
import { Message } from '../../components/Message';

/**
 * Which till's export the file was recognised as, so the owner knows why its columns were read as
 * they were; and, for stock kept per location, whose quantities are read.
 */
export function ImportFormat({ format }: { format: TImportResult['format'] }) {
  const { t } = useTranslation();
  if (!format) return null;
  const [first, ...others] = format.locations;
  return (
    <Message variant="info">
      <span data-testid="import-format">{t('catalog:format.recognised', { format: t(`catalog:format.names.${format.id}`) })}</span>
      {first && (
        <>
          {' '}
          {others.length > 0 ? t('catalog:format.firstLocationOfMany', { first, others: others.join(', ') }) : t('catalog:format.oneLocation', { first })}
        </>
      )}
    </Message>
  );
}
