import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface Props {
  /** A page that failed stays failed until the customer goes elsewhere. */
  pathname: string;
  children: ReactNode;
}
interface State {
  error: unknown;
  pathname: string;
}

/** A page whose code failed to load or that threw while rendering: the error screen instead of a blank. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
