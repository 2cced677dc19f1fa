import { useEffect, useReducer, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import {
  USER_FLOW_INITIAL,
  type UserFlowEffect,
  type UserFlowEvent,
  type UserFlowState,
  userFlowNextPage,
  userFlowPath,
  userFlowReducer,
} from '#core/shell/user-flow.machine';
import type { UserFlowPageDefinition } from '#core/shell/user-flow.port';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { logClient } from '../../../lib/http/logger';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { userFlowApi } from '../api/user-flow-api';

type Tracked = { state: UserFlowState; effects: UserFlowEffect[] };
const reduce = (t: Tracked, e: UserFlowEvent): Tracked => userFlowReducer(t.state, e);

/**
 * /uf/{flow}/{page} (002 sections 2.2, 4.2 and 7): the user-flow tracker on core's machine. It loads the
 * flow and the session's page id, redirects to that page when the URL names another one (query kept),
 * tracks "Viewed Page" for each page shown and sends a heartbeat every 15 minutes. Each step leads to the
 * existing page of the site it stands for; errors show the spec's texts (002 section 8).
 */
export const UserFlowPage = () => {
  const { flow = '', page = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [{ state, effects }, dispatch] = useReducer(reduce, { state: USER_FLOW_INITIAL, effects: [] });
  const heartbeat = useRef<ReturnType<typeof setInterval> | null>(null);
  /** The page a redirect is taking the visitor to: no view is tracked for the page being left. */
  const redirectTo = useRef<string | null>(null);
  const pageRef = useRef(page);
  pageRef.current = page;
  /** The router's location now (the address tracked and the criteria sent come from it). */
  const here = useRef(location);
  here.current = location;

  // Init: the flow, then the session's page (002 section 4.2).
  useEffect(() => {
    let live = true;
    dispatch({ type: 'init', flow });
    (async () => {
      const response = await userFlowApi.flow(flow);
      const session =
        response.success && response.isEnabled
          ? await userFlowApi.session(flow, {
              clientFlag: 0,
              referrer: document.referrer.slice(0, 2000),
              origin: window.location.origin,
              criteria: Object.fromEntries(new URLSearchParams(here.current.search)),
            })
          : null;
      if (live) dispatch({ type: 'loaded', response, serverPageId: session?.pageId, requestedPage: pageRef.current });
    })().catch(() => live && dispatch({ type: 'failed' }));
    return () => {
      live = false;
      if (heartbeat.current) clearInterval(heartbeat.current);
      heartbeat.current = null;
    };
  }, [flow]);

  // The machine's effects: redirect, track, heartbeat.
  useEffect(() => {
    for (const e of effects) {
      if (e.type === 'redirect') {
        redirectTo.current = e.path.split('/').pop() ?? null;
        navigate(`${e.path}${location.search}`, { replace: true });
      } else if (e.type === 'track')
        void userFlowApi
          .track(flow, e.actionName, `${window.location.origin}${here.current.pathname}${here.current.search}`)
          .catch(
            (err: unknown) =>
              void logClient({ level: 'warning', message: 'User flow track failed', details: { error: String(err) } }),
          );
      else if (e.type === 'startHeartbeat' && !heartbeat.current)
        heartbeat.current = setInterval(() => void userFlowApi.heartbeat(flow).catch(() => undefined), e.intervalMs);
    }
  }, [effects, flow, navigate, location.search]);

  // Each page shown is a view ("Viewed Page").
  const ready = state.status === 'ready';
  useEffect(() => {
    if (!ready || (redirectTo.current !== null && redirectTo.current !== page)) return;
    redirectTo.current = null;
    dispatch({ type: 'view', page });
  }, [ready, page]);

  if (state.status === 'error')
    return (
      <PageContainer title="Something went wrong" width="narrow">
        <Alert tone="error" title="This guided search is not available">
          <span data-testid="user-flow-error">{state.error}</span>
        </Alert>
        <LinkButton to="/">Go to the start page</LinkButton>
      </PageContainer>
    );
  if (state.status !== 'ready' || state.currentIndex < 0)
    return (
      <PageContainer width="narrow">
        <Spinner label="Loading..." />
      </PageContainer>
    );
  const pages = state.pages as readonly UserFlowPageDefinition[];
  const current = pages.find((p) => p.uriPath === page) ?? pages[state.currentIndex];
  const regular = pages.filter((p) => (p.pageFlags & 1) === 0);
  const step = regular.findIndex((p) => p.pageId === pages[state.currentIndex]?.pageId) + 1;
  const next = userFlowNextPage(state) as UserFlowPageDefinition | null;
  return (
    <PageContainer title={state.name ?? ''} width="narrow" lead={`Step ${step} of ${regular.length}`}>
      <Card title={current?.title} data-testid="user-flow-step">
        {current && (
          <p>
            <Link to={current.targetPath}>Open: {current.title}</Link>
          </p>
        )}
        {next ? (
          <LinkButton to={userFlowPath(flow, next.uriPath, location.search)}>Continue: {next.title}</LinkButton>
        ) : (
          <p>This is the last step.</p>
        )}
      </Card>
    </PageContainer>
  );
};
