import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { trackRequest } from '../api/network-activity';

/** How often the server is asked whether it is back, while it cannot be reached. */
const PROBE_MS = 3_000;

const unreachable = (query: Query) => query.state.status === 'error' && query.state.error instanceof ApiError && query.state.error.code === 'NETWORK';

/**
 * While a screen's data could not be fetched because nothing answered (the network is down, the
 * server is restarting), a banner says so and the server is asked every few seconds whether it is
 * back; once it answers, what failed is fetched again and the banner goes.
 */
export function ConnectionBanner() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [lost, setLost] = useState(false);

  useEffect(() => {
    const check = () => setLost(qc.getQueryCache().findAll({ predicate: unreachable }).length > 0);
    check();
    return qc.getQueryCache().subscribe(check);
  }, [qc]);

  useEffect(() => {
    if (!lost) return;
    const timer = setInterval(() => {
      trackRequest(fetch('/api/health', { cache: 'no-store' }))
        .then((res) => (res.ok ? qc.refetchQueries({ predicate: unreachable }) : undefined))
        .catch(() => undefined);
    }, PROBE_MS);
    return () => clearInterval(timer);
  }, [lost, qc]);

  if (!lost) return null;
  return (
    <div role="status" className="alert alert-warning rounded-0 mb-0 py-2 text-center">
      {t('common:network.cantReachRetrying')}
    </div>
  );
}
