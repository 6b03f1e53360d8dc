import type { ReactNode } from 'react';

export type MessageVariant = 'danger' | 'warning' | 'info' | 'success';

/**
 * The spec's alerts: red for failures, yellow warnings, blue info, green success. Plain Bootstrap
 * markup (no component library) because every screen, the sign-in page included, shows them.
 */
export function Message({ variant = 'info', children }: { variant?: MessageVariant; children: ReactNode }) {
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Shows an error's message (the server's `message`, or the transport's) in a red alert. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof Error ? error.message : String(error);
  return <Message variant="danger">{text}</Message>;
}
