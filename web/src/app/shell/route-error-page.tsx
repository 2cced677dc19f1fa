import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { LinkButton } from '../../components/button';
import { PageContainer } from '../../components/page-container';
import { logClient } from '../../lib/http/logger';

/** Shown inside the shell when a page fails to render; the error is logged with the page URL. */
export const RouteErrorPage = () => {
  const error = useRouteError();
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
