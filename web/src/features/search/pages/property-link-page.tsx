import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AddressSearchSchema } from '#core/search/search.schema';
import { ADDRESS_SEARCH_MESSAGE } from '#core/search/search-criteria.rules';
import { buildAddressSearchUrl, parsePropertyReportUrl, propertyLinkAddress } from '#core/search/search-url.rules';
import { Alert } from '../../../components/alert';
import { PageContainer } from '../../../components/page-container';
import { useNavigate } from '../../../lib/routing/use-navigate';

/**
 * A property report link, /property/{state}/{city}/{street slug} (002 section 2.1): opens the address
 * search of the address it names (`propertyLinkAddress`), whose result leads to the property report. A
 * link that names no valid address says so (the spec's address message) instead of guessing.
 */
export const PropertyLinkPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const parts = parsePropertyReportUrl(location.pathname);
  const address = parts ? propertyLinkAddress(parts) : null;
  const valid = address ? AddressSearchSchema.safeParse(address) : null;
  const target = valid?.success ? buildAddressSearchUrl(valid.data) : null;

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (target) return null;
  return (
    <PageContainer title="Property Search">
      <Alert tone="error" title={ADDRESS_SEARCH_MESSAGE}>
        This property link does not name a full address. Search for the address instead.
      </Alert>
      <p>
        <Link to="/address">Search an address</Link>
      </p>
    </PageContainer>
  );
};
