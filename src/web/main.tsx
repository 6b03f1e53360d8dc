import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from './api/http';
import './i18n';
import { registerServiceWorker } from './pwa/register';
import { routes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (400-499) and answers of the wrong shape will not fix themselves; a server
      // fault or no answer at all is tried once more. After that, the connection banner
      // (components/ConnectionBanner.tsx) keeps trying what got no answer until the server is back.
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.code !== 'NETWORK' && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const router = createBrowserRouter(routes);
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
