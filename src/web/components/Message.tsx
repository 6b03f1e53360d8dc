import type { ReactNode } from 'react';
import { Alert } from 'react-bootstrap';

export type MessageVariant = 'danger' | 'warning' | 'info' | 'success';

/** The spec's alerts: red for failures, yellow warnings, blue info, green success. */
export function Message({ variant = 'info', children }: { variant?: MessageVariant; children: ReactNode }) {
  return (
    <Alert variant={variant} role={variant === 'danger' || variant === 'warning' ? 'alert' : 'status'}>
      {children}
    </Alert>
  );
}

/** Shows an error's message (the server's `message`, or the transport's) in a red alert. */
export function ErrorMessage({ error }: { error: unknown }) {
  if (!error) return null;
  const text = error instanceof Error ? error.message : String(error);
  return <Message variant="danger">{text}</Message>;
}
