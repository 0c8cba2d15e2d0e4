import { msg } from '@lingui/core/macro';
import type { ComponentType } from 'react';
import { openStaffMessages } from '../lib/i18n/i18n.ts';
import { Route, Routes } from '../lib/router/router.tsx';
import { CustomerLayout } from './customer-layout.tsx';
import { lazyPage } from './lazy-page.tsx';
import { LoginLayout } from './login-layout.tsx';
import { RootLayout } from './root-layout.tsx';

/**
 * A page that uses TanStack Query: it comes with the query client (its own chunk), which the first
 * screens and the help pages never download (lib/resource.ts says why).
 */
const queryPage = (load: () => Promise<ComponentType>) =>
  lazyPage(async () => {
    const [Page, { withQueryClient }] = await Promise.all([load(), import('./query-client.tsx')]);
    return withQueryClient(Page);
  });

// Every screen is its own chunk: the first screen downloads only what it shows. Declarative routes, not
// the data router: no screen uses loaders or actions, and the data router was a quarter of the first
// download (decision 018).
const LandingPage = lazyPage(async () => (await import('../features/landing/landing-page.tsx')).LandingPage);
const RestaurantsPage = lazyPage(
  async () => (await import('../features/restaurants/restaurants-page.tsx')).RestaurantsPage,
);
const RestaurantMenuPage = queryPage(
  async () => (await import('../features/menu/restaurant-menu-page.tsx')).RestaurantMenuPage,
);
const RestaurantRatingsPage = queryPage(
  async () => (await import('../features/ratings/restaurant-ratings-page.tsx')).RestaurantRatingsPage,
);
const SetLocationPage = queryPage(
  async () => (await import('../features/set-location/set-location-page.tsx')).SetLocationPage,
);
const CartPage = queryPage(async () => (await import('../features/cart/cart-page.tsx')).CartPage);
const CouponsPage = queryPage(async () => (await import('../features/coupons/coupons-page.tsx')).CouponsPage);
const SearchPage = queryPage(async () => (await import('../features/search/search-page.tsx')).SearchPage);
const OffersPage = queryPage(async () => (await import('../features/offers/offers-page.tsx')).OffersPage);
const LoginPage = queryPage(async () => (await import('../features/auth/login-page.tsx')).LoginPage);
const SignupPage = queryPage(async () => (await import('../features/auth/signup-page.tsx')).SignupPage);
const AccountPage = queryPage(async () => (await import('../features/account/account-page.tsx')).AccountPage);
const EditAccountPage = queryPage(
  async () => (await import('../features/account/edit-account-page.tsx')).EditAccountPage,
);
const ManageAddressPage = queryPage(
  async () => (await import('../features/account/manage-address-page.tsx')).ManageAddressPage,
);
const WalletPage = queryPage(async () => (await import('../features/account/wallet-page.tsx')).WalletPage);
const NotificationsPage = queryPage(
  async () => (await import('../features/account/notifications-page.tsx')).NotificationsPage,
);
const CheckoutPage = queryPage(
  async () => (await import('../features/checkout/checkout-page.tsx')).CheckoutPage,
);
const MyOrdersPage = queryPage(
  async () => (await import('../features/orders/my-orders-page.tsx')).MyOrdersPage,
);
const OrderDetailsPage = queryPage(
  async () => (await import('../features/orders/order-details-page.tsx')).OrderDetailsPage,
);
const LiveTrackPage = queryPage(
  async () => (await import('../features/tracking/live-track-page.tsx')).LiveTrackPage,
);
const HelpPage = lazyPage(async () => (await import('../features/help/help-page.tsx')).HelpPage);
const LegalPage = lazyPage(async () => (await import('../features/help/legal-page.tsx')).LegalPage);
const FaqPage = lazyPage(async () => (await import('../features/help/faq-page.tsx')).FaqPage);
const AboutPage = lazyPage(async () => (await import('../features/help/about-page.tsx')).AboutPage);
const ContactPage = lazyPage(async () => (await import('../features/help/contact-page.tsx')).ContactPage);
const PrivacyPolicyPage = lazyPage(
  async () => (await import('../features/help/privacy-policy-page.tsx')).PrivacyPolicyPage,
);
const CancelRefundPolicyPage = lazyPage(
  async () => (await import('../features/help/cancel-refund-policy-page.tsx')).CancelRefundPolicyPage,
);
const TermsAndConditionsPage = lazyPage(
  async () => (await import('../features/help/terms-and-conditions-page.tsx')).TermsAndConditionsPage,
);
const TermsOfUsePage = lazyPage(
  async () => (await import('../features/help/terms-of-use-page.tsx')).TermsOfUsePage,
);
const PaymentsPage = lazyPage(async () => (await import('../features/help/payments-page.tsx')).PaymentsPage);
const PaymentGatewayPage = lazyPage(
  async () => (await import('../features/help/payment-gateway-page.tsx')).PaymentGatewayPage,
);
// The consoles' words in Hindi or Bengali come with them (decision 049): a customer never downloads them.
const staffPage =
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), openStaffMessages()]))[0];
const PartnerApp = queryPage(
  staffPage(async () => (await import('../features/partner/partner-app.tsx')).PartnerApp),
);
// The back office and the menu editor (one screen, in the console and in the back office): their own
// chunks, loaded only by the people who open them.
const AdminApp = queryPage(async () => (await import('../features/admin/admin-app.tsx')).AdminApp);
const PartnerMenuEditor = queryPage(
  staffPage(async () => (await import('../features/menu-editor/menu-editor-page.tsx')).MenuEditorForPartner),
);
const AdminMenuEditor = queryPage(
  async () => (await import('../features/menu-editor/menu-editor-page.tsx')).MenuEditorForAdmin,
);
const CaptainPage = queryPage(
  staffPage(async () => (await import('../features/captain/captain-page.tsx')).CaptainPage),
);
const NotFoundPage = lazyPage(
  async () => (await import('../features/content/not-found-page.tsx')).NotFoundPage,
);

/** The app's screens; layouts own the top bar, the bottom bar and the login guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          element={
            <CustomerLayout
              topBar="address"
              skipTo={{ href: '#restaurant-list', label: msg`Skip to restaurants` }}
            />
          }
        >
          <Route path="restaurants" element={<RestaurantsPage />} />
        </Route>
        <Route element={<CustomerLayout topBar="address" />}>
          <Route path="offers" element={<OffersPage />} />
        </Route>
        <Route element={<CustomerLayout topBar="plain" />}>
          <Route path="cart" element={<CartPage />} />
          <Route path="account" element={<AccountPage />} />
        </Route>
        <Route element={<CustomerLayout topBar="none" />}>
          <Route path="search" element={<SearchPage />} />
        </Route>
        <Route element={<LoginLayout />}>
          <Route element={<CustomerLayout topBar="plain" />}>
            <Route path="notifications" element={<NotificationsPage />} />
          </Route>
          <Route path="editAccount" element={<EditAccountPage />} />
          <Route path="manageAddress" element={<ManageAddressPage />} />
          <Route path="wallet" element={<WalletPage />} />
          <Route path="checkout" element={<CheckoutPage />} />
          <Route path="myOrders" element={<MyOrdersPage />} />
          <Route path="orderDetails/:orderId" element={<OrderDetailsPage />} />
          <Route path="liveTrack/:orderId" element={<LiveTrackPage />} />
        </Route>
        <Route index element={<LandingPage />} />
        <Route path="restaurantDetail/:resSlug" element={<RestaurantMenuPage />} />
        <Route path="restaurantRatings/:restaurantId" element={<RestaurantRatingsPage />} />
        <Route path="setLocation" element={<SetLocationPage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup/:userMobile" element={<SignupPage />} />
        <Route path="help" element={<HelpPage />} />
        <Route path="legal" element={<LegalPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacyPolicy" element={<PrivacyPolicyPage />} />
        <Route path="cancelRefundPolicy" element={<CancelRefundPolicyPage />} />
        <Route path="termsAndConditions" element={<TermsAndConditionsPage />} />
        <Route path="termsOfUse" element={<TermsOfUsePage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="paymentGateway" element={<PaymentGatewayPage />} />
        {/* The restaurant console and the captain app: their own chunks, never in a customer's download. */}
        <Route path="partner/*" element={<PartnerApp />} />
        <Route path="partner/menu/:restaurantId" element={<PartnerMenuEditor />} />
        <Route path="captain" element={<CaptainPage />} />
        {/* The back office, and a restaurant's menu editor in it. */}
        <Route path="admin/*" element={<AdminApp />} />
        <Route path="admin/restaurants/:restaurantId/menu" element={<AdminMenuEditor />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
