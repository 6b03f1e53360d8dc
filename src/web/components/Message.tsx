import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { say } from '../i18n';

export type MessageVariant = 'danger' | 'warning' | 'info' | 'success';

/**
 * The spec's alerts: red for failures, yellow warnings, blue info, green success. Plain Bootstrap
 * markup (no component library) because every screen, the sign-in page included, shows them.
 */
export function Message({ variant = 'info', id, children }: { variant?: MessageVariant; id?: string; children: ReactNode }) {
  return (
    <div id={id} className={`alert alert-${variant}`} role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * What a failure says, in the app's language: the server's `message` (already in it), or the
 * app's own words for a request that got no usable answer; nothing when there is none.
 */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.text) return say(error.text);
  return say(error instanceof Error ? error.message : String(error));
}

/** Shows an error's message (the server's `message`, or the transport's) in a red alert. */
export function ErrorMessage({ error }: { error: unknown }) {
  // Said again in the new language when it changes.
  useTranslation();
  const text = errorText(error);
  return text ? <Message variant="danger">{text}</Message> : null;
}
