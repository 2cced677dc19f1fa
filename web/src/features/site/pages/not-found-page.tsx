import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import '../site.css';

/** The 404 page: says the page was not found and leads home (the SPA fallback still answers 200). */
export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <PageContainer width="narrow" className="site-not-found">
      <p className="site-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="site-not-found__text">
        We could not find <code>{pathname}</code>. The link may be out of date, or the address may be mistyped.
      </p>
      <div className="site-not-found__actions">
        <LinkButton to="/">Go to the start page</LinkButton>
        <LinkButton to="/help" variant="secondary">
          Contact Customer Care
        </LinkButton>
      </div>
    </PageContainer>
  );
};
