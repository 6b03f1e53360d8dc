/**
 * Keeps the app in the right language as the session changes: the person's choice, else the
 * business's (its region settings, kept for offline use), else the browser's. Also tells the page
 * (`<html lang>`) so screen readers read it in the right voice.
 */
import { useEffect } from 'react';
import { useSession } from '../auth/session';
import { useRegion } from '../api/settings';
import { i18n } from '.';
import { browserLanguage, rememberLanguage, sessionLanguage } from './language';

function SignedInLanguage({ own }: { own: string | null | undefined }) {
  const region = useRegion();
  const language = sessionLanguage(own, region.data?.language);
  useEffect(() => {
    if (!language) return;
    rememberLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
  return null;
}

export function LanguageSync() {
  const { user } = useSession();
  useEffect(() => {
    const apply = () => {
      document.documentElement.lang = i18n.language;
    };
    apply();
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, []);
  useEffect(() => {
    if (user) return;
    const language = browserLanguage();
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [user]);
  return user ? <SignedInLanguage own={user.language} /> : null;
}
