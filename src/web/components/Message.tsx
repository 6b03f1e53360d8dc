import type { ReactNode } from 'react';

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

/** What a failure says: the server's `message` (or the transport's), or nothing when there is none. */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** Shows an error's message (the server's `message`, or the transport's) in a red alert. */
export function ErrorMessage({ error }: { error: unknown }) {
  const text = errorText(error);
  return text ? <Message variant="danger">{text}</Message> : null;
}
