import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { funnelCriteriaOfAddress } from '#core/address-funnel/address-funnel.schema';
import { AddressSearchSchema } from '#core/search/search.schema';
import { buildAddressSearchUrl } from '#core/search/search-url.rules';
import { addressFunnelEntry, addressFunnelPath } from '#core/shell/funnel.rules';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { LoadingBlock } from '../../../components/spinner';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { refreshSession, useSessionStore } from '../../../lib/session/session-store';
import { addressFunnelApi } from '../api/address-funnel-api';
import { IN_FUNNEL } from '../components/funnel-frame';
import { NoFunnel } from '../components/funnel-gate';
import { useAddressFunnel } from '../hooks/use-address-funnel';
import { useFunnelVersion } from '../hooks/use-funnel-version';
import { ContentStep } from './content-step-page';

const ADDRESS_PARAMS = ['houseNumber', 'street', 'unit', 'city', 'state', 'zip'] as const;

/**
 * /address/records, the funnel's entry and first step (002 sections 2.2 and 4):
 * - with an address in the query (a new search): signed-in users go straight to the search results
 *   (`addressFunnelEntry`); others get a new funnel from the address preview (property id 0 when it
 *   fails) and see the records;
 * - without one, arriving from outside the funnel: completed -> the saved address URL; absent -> where
 *   to start; incomplete -> the step saved (`addressFunnelResume`, applied by the server's answer).
 */
export const RecordsPage = () => {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionStore((s) => s.status);
  const version = useFunnelVersion();
  const hasAddress = params.has('houseNumber') || params.has('street');
  const [entryError, setEntryError] = useState<unknown>(null);
  const inFunnel = (location.state as { inFunnel?: boolean } | null)?.inFunnel === true;

  useEffect(() => {
    void refreshSession();
  }, []);

  useEffect(() => {
    if (!hasAddress || session === 'unknown') return;
    const parsed = AddressSearchSchema.safeParse(
      Object.fromEntries(ADDRESS_PARAMS.map((k) => [k, params.get(k) ?? ''])),
    );
    if (!parsed.success) {
      setEntryError(new Error('Sorry, that is not a valid address'));
      return;
    }
    if (addressFunnelEntry(session === 'signedIn').to === 'searchResults') {
      navigate(buildAddressSearchUrl(parsed.data), { replace: true });
      return;
    }
    let live = true;
    (async () => {
      // The address preview by address; a failed one leaves the property id at 0 (002 section 4).
      const propertyId = await addressFunnelApi.lookup(parsed.data).catch(() => null);
      await addressFunnelApi.create(propertyId ?? 0, funnelCriteriaOfAddress(parsed.data));
      if (live) navigate(addressFunnelPath('records'), { replace: true, state: IN_FUNNEL });
    })().catch((e: unknown) => live && setEntryError(e));
    return () => {
      live = false;
    };
  }, [hasAddress, session, params, navigate]);

  const funnel = useAddressFunnel('records', { enabled: !hasAddress, save: inFunnel });
  const reply = funnel.data;

  useEffect(() => {
    if (!reply || inFunnel) return;
    if (reply.resume.action === 'redirect') navigate(reply.resume.url, { replace: true });
    else if (reply.resume.action === 'resume' && reply.resume.step !== 'records')
      navigate(addressFunnelPath(reply.resume.step), { replace: true, state: IN_FUNNEL });
  }, [reply, inFunnel, navigate]);

  if (entryError || funnel.error)
    return (
      <PageContainer width="narrow" title="Property Records">
        <ErrorSummary error={entryError ?? funnel.error} />
      </PageContainer>
    );
  if (hasAddress || !reply || version === null) return <LoadingBlock message="Looking up the address…" />;
  if (!reply.data) return <NoFunnel />;
  if (!inFunnel && reply.resume.action !== 'resume') return <LoadingBlock message="Opening your property report…" />;
  if (!inFunnel && reply.resume.action === 'resume' && reply.resume.step !== 'records')
    return <LoadingBlock message="Resuming where you left off…" />;
  return <ContentStep step="records" version={version} funnel={reply.data} />;
};
