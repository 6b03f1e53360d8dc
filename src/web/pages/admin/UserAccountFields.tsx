/**
 * The fields an admin fills in for a user, shared by Register User and Edit User: name, e-mail,
 * password with its confirmation, and the two flags. On Edit User, the owner's (master) e-mail and
 * password are the owner's alone to change, and editing one's own asks for the current password,
 * as the server requires.
 */
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../domain/schemas/users';
import { CheckField, TextField } from '../../components/form/FormField';

interface FieldsProps {
  isNew: boolean;
  /** The owner's account edited by another admin: its e-mail and password are shown, not editable. */
  lockSignIn?: boolean;
  /** One's own account: a current-password field for changing e-mail or password. */
  askCurrentPassword?: boolean;
}

function PasswordFields({ isNew }: { isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        label={t('admin:fields.password')}
        type="password"
        // The spec's hint; the same minimum holds for every password the server sets.
        placeholder={isNew ? t('admin:fields.passwordPlaceholder', { min: MIN_PASSWORD_LENGTH }) : t('admin:fields.keepPassword')}
        autoComplete="new-password"
        required={isNew}
      />
      <TextField name="confirmPassword" label={t('admin:fields.confirmPassword')} type="password" placeholder={isNew ? t('admin:fields.confirmPlaceholder') : undefined} autoComplete="new-password" required={isNew} />
    </>
  );
}

export function UserAccountFields({ isNew, lockSignIn = false, askCurrentPassword = false }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('admin:fields.name')} type="text" placeholder={isNew ? t('admin:fields.namePlaceholder') : undefined} required autoFocus={isNew} />
      <TextField
        name="email"
        label={t('admin:fields.email')}
        type="email"
        placeholder={isNew ? t('admin:fields.emailPlaceholder') : undefined}
        autoComplete="off"
        required
        readOnly={lockSignIn}
        plaintext={lockSignIn}
        hint={lockSignIn ? `${t('spec:onlyMasterChangesSignIn')}.` : undefined}
      />
      {!lockSignIn && <PasswordFields isNew={isNew} />}
      {askCurrentPassword && <TextField name="currentPassword" label={t('admin:fields.currentPassword')} type="password" autoComplete="current-password" hint={t('admin:fields.currentPasswordHint')} />}
      <CheckField name="isAdmin" label={t('admin:fields.isAdmin')} className="mb-2" />
      <CheckField name="isDisabled" label={t('admin:fields.isDisabled')} />
    </>
  );
}
