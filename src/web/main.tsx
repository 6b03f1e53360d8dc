import 'bootstrap/dist/css/bootstrap.min.css';
import './styles.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiError } from './api/http';
import { routes } from './routes';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (400-499) and answers of the wrong shape will not fix themselves; only retry
      // transport failures and server faults once.
      retry: (count, err) => count < 1 && !(err instanceof ApiError && err.code !== 'NETWORK' && err.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
