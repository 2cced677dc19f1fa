import { Component, type ReactNode, useEffect } from 'react';
import { Alert } from '../../components/alert';
import { LinkButton } from '../../components/button';
import { PageContainer } from '../../components/page-container';
import { logClient } from '../../lib/http/logger';

/** Shown inside the shell when a page fails to render; the error is logged with the page URL. */
export const RouteErrorPage = ({ error }: { error: unknown }) => {
  useEffect(() => {
    const message = error instanceof Error ? error.message : String(error);
    void logClient({
      level: 'error',
      message: `Page error: ${message}`,
      ...(error instanceof Error && error.stack ? { details: { stack: error.stack } } : {}),
    });
  }, [error]);
  return (
    <PageContainer width="narrow" title="Something went wrong">
      <Alert tone="error" title="Sorry, an error occurred">
        <p>This page could not be shown. Please try again, or go back to the start page.</p>
      </Alert>
      <LinkButton to="/">Go to the start page</LinkButton>
    </PageContainer>
  );
};

type BoundaryProps = { children: ReactNode; resetKey: string };
type BoundaryState = { error: unknown; failed: boolean; resetKey: string };

/**
 * Catches an error thrown while a page renders (or while its chunk loads) and shows {@link RouteErrorPage}
 * in its place. A new `resetKey` (the location's key: every navigation, a new query or the same link
 * again included) clears the error, so the next page starts without it; the page itself is not remounted
 * by a navigation (a page with path parameters keeps its state, as under react-router's error elements).
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
