import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/LinkButton';

/** Any path the app has no screen for (the server answers it with status 404 too). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="container py-5 text-center">
      <h1>{t('spec:notFoundPage')}</h1>
      <p className="text-body-secondary">{t('common:notFound.text')}</p>
      <LinkButton to="/">{t('common:routeError.home')}</LinkButton>
    </div>
  );
}
