import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` once `ms` have passed since it was set, so a success notice shows for the time the
 * spec gives it before the next screen. Nothing happens while `to` is null.
 */
export function useNavigateLater(to: string | null, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}
