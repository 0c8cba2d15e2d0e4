import { BrowserRouter } from '../lib/router/router.tsx';
import { AppRoutes } from './router.tsx';

export function AppProviders() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
