import { ButtonLink } from '../../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <main id="main" className="page page--centered">
      <h1>Page not found</h1>
      <p className="muted">The page you asked for does not exist, or it has moved.</p>
      <ButtonLink to="/restaurants">SEE RESTAURANTS NEAR YOU</ButtonLink>
    </main>
  );
}
