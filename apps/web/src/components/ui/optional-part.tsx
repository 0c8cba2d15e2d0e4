import { Component, type ReactNode, Suspense } from 'react';

interface Props {
  /** Shown while the part's code loads. A part that cannot load leaves nothing: no empty box, no
   * caption about a map that is not there. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A part of a page that the page can do without (the offers' carousel, the rating prompt, the "Last
 * updated" line, a map beside the tracking or a form), whose code comes after the page's. If that code
 * cannot load (the connection went just then), the page stays as it is without the part: without this,
 * the failed load reached the page's error boundary and the whole list turned into "You are offline".
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The page goes on without the part; whoever looks at the console still learns why it is missing.
    console.warn('an optional part of the page could not be shown', error);
  }

  override render() {
    const { fallback, children } = this.props;
    return this.state.failed ? null : <Suspense fallback={fallback}>{children}</Suspense>;
  }
}
