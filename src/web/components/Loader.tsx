import { useTranslation } from 'react-i18next';

/** A centred spinner while a page or its data loads. */
export function Loader() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center my-4">
      <div className="spinner-border" role="status">
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    </div>
  );
}
