// The app's router: the few parts of react-router the app used (decision 019), in a few KB instead of
// 15.6 KB of the first download. Same names and behaviour: <Link> and <NavLink> are real links, a
// navigation is a transition, back and forward work, and an entry's state survives a reload. A page
// never suspends while its code loads (app/lazy-page.tsx, decision 056): the next page's layout is
// shown with the progress bar and an empty page until its code has come.
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { go, type Location, listen, type NavigateOptions, readLocation } from './history.ts';
import { isPlainClick } from './is-plain-click.ts';
import { matchRoutes, type RouteDef, rankRoutes } from './match-routes.ts';

const LocationContext = createContext<Location | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Record<string, string> }>({
  outlet: null,
  params: {},
});

function useRouterLocation(): Location {
  const location = use(LocationContext);
  if (!location) throw new Error('router hooks need <BrowserRouter> above them');
  return location;
}

/**
 * Keeps the address bar and the screen in step. A move to another page renders as a transition (on
 * Preact's compat layer, decision 056, a plain update: nothing suspends, the next page shows its
 * layout and the progress bar until its code has come); a change of the query or hash on the same
 * page renders at once: a field that shows the address (the search box's ?q=) must get its new value
 * in the same render as the key, or React puts the old value back and the next key is typed into it
 * (issue 23: "biryani" became "byani").
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const pathname = useRef(location.pathname);
  useLayoutEffect(
    () =>
      listen(() => {
        const next = readLocation();
        const samePage = next.pathname === pathname.current;
        pathname.current = next.pathname;
        if (samePage) setLocation(next);
        else startTransition(() => setLocation(next));
      }),
    [],
  );
  return <LocationContext value={location}>{children}</LocationContext>;
}

interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route: read by <Routes>, never rendered itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

function routesOf(children: ReactNode): RouteDef<ReactNode>[] {
  return Children.toArray(children)
    .filter(isValidElement)
    .map((child) => {
      const props = child.props as RouteProps;
      return {
        path: props.path,
        index: props.index,
        element: props.element,
        children: routesOf(props.children),
      };
    });
}

/** Shows the branch of routes the address names: each layout with the next one in its <Outlet>. */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useRouterLocation();
  const ranked = useMemo(() => rankRoutes(routesOf(children)), [children]);
  const match = matchRoutes(ranked, pathname);
  if (!match) return null;
  let outlet: ReactNode = null;
  for (const route of [...match.branch].reverse()) {
    outlet = <RouteContext value={{ outlet, params: match.params }}>{route.element ?? outlet}</RouteContext>;
  }
  return outlet;
}

/** Where a layout shows the page inside it. */
export function Outlet() {
  return use(RouteContext).outlet;
}

export function useLocation(): Location {
  return useRouterLocation();
}

export function useParams(): Record<string, string | undefined> {
  return use(RouteContext).params;
}

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  return useCallback<NavigateFunction>((to, options) => go(to, options), []);
}

/** The query string as URLSearchParams, and a setter that writes a new entry (or replaces it). */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => void,
] {
  const { search, pathname, hash } = useRouterLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      go(`${pathname}${query ? `?${query}` : ''}${hash}`, options);
    },
    [pathname, hash],
  );
  return [params, setParams];
}

/** Sends the screen elsewhere once it is shown (a guard, a redirect). */
export function Navigate({ to, replace, state }: { to: string } & NavigateOptions) {
  // Once per mount: development's StrictMode runs effects twice, and a second push would add an entry.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    go(to, { replace, state });
  });
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
}

/** A real link (keyboard, middle click, "open in new tab"); a plain click stays in the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, target)) return;
    event.preventDefault();
    go(to, { replace, state });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}

/** A link that says when it is the current screen (`active` class, aria-current="page"). */
export function NavLink({ className, ...rest }: LinkProps) {
  const { pathname } = useRouterLocation();
  const target = rest.to.split(/[?#]/)[0] ?? '';
  const active = pathname === target || pathname.startsWith(`${target.replace(/\/$/, '')}/`);
  return (
    <Link
      {...rest}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
