import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZLanguage } from '../../../domain/schemas/region';
import { useUpdateProfile } from '../../api/users';
import { useSession } from '../../auth/session';
import { LanguageField } from '../../components/form/LanguageField';
import { useZodForm } from '../../components/form/useZodForm';
import { ZodForm } from '../../components/form/ZodForm';
import { Message } from '../../components/Message';

/** The select's value: a language, or '' for the business's (sent as null). */
const ZLanguageChoice = z.object({ language: z.union([ZLanguage, z.literal('')]).transform((language) => (language === '' ? null : language)) });

/**
 * The person's own language. The answer is their login record, which the session keeps; the app
 * then speaks it (or the business's again, for the empty choice) by itself (i18n/LanguageSync).
 */
export function LanguageSection({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { user, signIn } = useSession();
  const update = useUpdateProfile(userId);
  const [saved, setSaved] = useState(false);
  const form = useZodForm<{ language: string }, z.output<typeof ZLanguageChoice>>(ZLanguageChoice, { defaultValues: { language: user?.language ?? '' } });

  const onSubmit = async ({ language }: z.output<typeof ZLanguageChoice>) => {
    setSaved(false);
    try {
      signIn(await update.mutateAsync({ id: userId, language }));
      setSaved(true);
    } catch {
      // The form's alert shows the mutation's error.
    }
  };

  return (
    <Card body className="mt-4">
      <ZodForm
        form={form}
        idPrefix="profile-language"
        onSubmit={onSubmit}
        serverError={update.error}
        ariaLabel={t('profile:language.title')}
        notice={saved && <Message variant="success">{t('profile:language.saved')}</Message>}
      >
        <h2 className="h5">{t('profile:language.title')}</h2>
        <LanguageField inheritLabel={t('profile:language.business')} hint={t('profile:language.hint')} />
        <Button type="submit">{t('profile:language.save')}</Button>
      </ZodForm>
    </Card>
  );
}
