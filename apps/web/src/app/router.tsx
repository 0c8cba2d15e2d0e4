import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Every screen is its own chunk: the first screen downloads only what it shows.
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/landing/landing-page.tsx')).LandingPage }),
      },
      {
        path: 'restaurants',
        lazy: async () => ({
          Component: (await import('../features/restaurants/restaurants-page.tsx')).RestaurantsPage,
        }),
      },
      {
        path: 'restaurantDetail/:resSlug',
        lazy: async () => ({
          Component: (await import('../features/menu/restaurant-menu-page.tsx')).RestaurantMenuPage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/content/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);
