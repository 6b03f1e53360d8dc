import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A router link that looks like a Bootstrap button. */
export function LinkButton({ to, variant = 'primary', size, className = '', children }: { to: string; variant?: string; size?: 'sm' | 'lg'; className?: string; children: ReactNode }) {
  return (
    <Link to={to} className={`btn btn-${variant}${size ? ` btn-${size}` : ''} ${className}`.trim()}>
      {children}
    </Link>
  );
}
