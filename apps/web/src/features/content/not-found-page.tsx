import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../components/ui/button.tsx';

export function NotFoundPage() {
  return (
    <main id="main" className="page page--centered">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p className="muted">
        <Trans>The page you asked for does not exist, or it has moved.</Trans>
      </p>
      <ButtonLink to="/restaurants">
        <Trans>SEE RESTAURANTS NEAR YOU</Trans>
      </ButtonLink>
    </main>
  );
}
