import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';

// Needed only once a page is up (a connection can be lost only after it was there): so it is not part
// of the first screen's code.
const OfflineNotice = lazy(async () => ({
  default: (await import('../components/app-shell/offline-notice.tsx')).OfflineNotice,
}));

/** The frame of every page: scroll to top on a route change, a thin progress bar while a chunk loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the spec scrolls to the top on every route change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-label="Loading page" />
      )}
      <Suspense fallback={null}>
        <OfflineNotice />
      </Suspense>
      <Outlet />
    </>
  );
}
