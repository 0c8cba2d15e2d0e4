import { createBrowserRouter } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

// Every screen is its own chunk: the first screen downloads only what it shows.
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // Static, not lazy: the error screen must show even when the network that failed a page is gone.
    ErrorBoundary: RouteError,
    // The first screen's code is still on its way: nothing to show yet (and no warning in the console).
    HydrateFallback: () => null,
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
        path: 'restaurantRatings/:restaurantId',
        lazy: async () => ({
          Component: (await import('../features/ratings/restaurant-ratings-page.tsx')).RestaurantRatingsPage,
        }),
      },
      {
        path: 'setLocation',
        lazy: async () => ({
          Component: (await import('../features/set-location/set-location-page.tsx')).SetLocationPage,
        }),
      },
      {
        path: 'cart',
        lazy: async () => ({ Component: (await import('../features/cart/cart-page.tsx')).CartPage }),
      },
      {
        path: 'coupons',
        lazy: async () => ({ Component: (await import('../features/coupons/coupons-page.tsx')).CouponsPage }),
      },
      {
        path: 'search',
        lazy: async () => ({ Component: (await import('../features/search/search-page.tsx')).SearchPage }),
      },
      {
        path: 'offers',
        lazy: async () => ({ Component: (await import('../features/offers/offers-page.tsx')).OffersPage }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
      },
      {
        path: 'signup/:userMobile',
        lazy: async () => ({ Component: (await import('../features/auth/signup-page.tsx')).SignupPage }),
      },
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('../features/account/account-page.tsx')).AccountPage }),
      },
      {
        path: 'editAccount',
        lazy: async () => ({
          Component: (await import('../features/account/edit-account-page.tsx')).EditAccountPage,
        }),
      },
      {
        path: 'manageAddress',
        lazy: async () => ({
          Component: (await import('../features/account/manage-address-page.tsx')).ManageAddressPage,
        }),
      },
      {
        path: 'wallet',
        lazy: async () => ({ Component: (await import('../features/account/wallet-page.tsx')).WalletPage }),
      },
      {
        path: 'notifications',
        lazy: async () => ({
          Component: (await import('../features/account/notifications-page.tsx')).NotificationsPage,
        }),
      },
      {
        path: 'checkout',
        lazy: async () => ({
          Component: (await import('../features/checkout/checkout-page.tsx')).CheckoutPage,
        }),
      },
      {
        path: 'myOrders',
        lazy: async () => ({
          Component: (await import('../features/orders/my-orders-page.tsx')).MyOrdersPage,
        }),
      },
      {
        path: 'orderDetails/:orderId',
        lazy: async () => ({
          Component: (await import('../features/orders/order-details-page.tsx')).OrderDetailsPage,
        }),
      },
      {
        path: 'liveTrack/:orderId',
        lazy: async () => ({
          Component: (await import('../features/tracking/live-track-page.tsx')).LiveTrackPage,
        }),
      },
      {
        path: 'help',
        lazy: async () => ({ Component: (await import('../features/help/help-page.tsx')).HelpPage }),
      },
      {
        path: 'legal',
        lazy: async () => ({ Component: (await import('../features/help/legal-page.tsx')).LegalPage }),
      },
      {
        path: 'faq',
        lazy: async () => ({ Component: (await import('../features/help/faq-page.tsx')).FaqPage }),
      },
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('../features/help/about-page.tsx')).AboutPage }),
      },
      {
        path: 'contact',
        lazy: async () => ({ Component: (await import('../features/help/contact-page.tsx')).ContactPage }),
      },
      {
        path: 'privacyPolicy',
        lazy: async () => ({
          Component: (await import('../features/help/privacy-policy-page.tsx')).PrivacyPolicyPage,
        }),
      },
      {
        path: 'cancelRefundPolicy',
        lazy: async () => ({
          Component: (await import('../features/help/cancel-refund-policy-page.tsx')).CancelRefundPolicyPage,
        }),
      },
      {
        path: 'termsAndConditions',
        lazy: async () => ({
          Component: (await import('../features/help/terms-and-conditions-page.tsx')).TermsAndConditionsPage,
        }),
      },
      {
        path: 'termsOfUse',
        lazy: async () => ({
          Component: (await import('../features/help/terms-of-use-page.tsx')).TermsOfUsePage,
        }),
      },
      {
        path: 'payments',
        lazy: async () => ({ Component: (await import('../features/help/payments-page.tsx')).PaymentsPage }),
      },
      {
        path: 'paymentGateway',
        lazy: async () => ({
          Component: (await import('../features/help/payment-gateway-page.tsx')).PaymentGatewayPage,
        }),
      },
      // The restaurant console and the captain app: their own chunks, never in a customer's download.
      {
        path: 'partner/*',
        lazy: async () => ({ Component: (await import('../features/partner/partner-app.tsx')).PartnerApp }),
      },
      {
        path: 'captain',
        lazy: async () => ({
          Component: (await import('../features/captain/captain-page.tsx')).CaptainPage,
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
