/**
 * The user-flow tracker (002 section 4.2) as a pure reducer: events in, state and effects out.
 */

/** Heartbeat interval: every 15 minutes (002 sections 4.2 and 9). */
export const USER_FLOW_HEARTBEAT_MS = 15 * 60 * 1000;
/** The action name tracked when a page is viewed (002 section 4.2). */
export const USER_FLOW_VIEWED_PAGE = 'Viewed Page';
/** Bit of pageFlags marking an optional page (ours: the spec says optional pages exist, not how they are marked). */
export const USER_FLOW_OPTIONAL_PAGE_FLAG = 1;

/** User-flow errors (002 section 8). */
export const USER_FLOW_ERRORS = Object.freeze({
  disabled: 'Userflow is disabled',
  missingPages: 'Missing pages or name in resp',
  unknownInitialPage: 'Unknown initial page',
  invalidInitialPage: 'Invalid initial page',
  invalidViewPage: 'Invalid view page',
} as const);

/** A page of a flow (002 section 7: pageId, uriPath, pageFlags, pageOrder). */
export type UserFlowPage = {
  readonly pageId: number;
  readonly uriPath: string;
  readonly pageFlags: number;
  readonly pageOrder: number;
};

/** The flow reply (002 section 7: pages, name, flowFlags, isEnabled, success). */
export type UserFlowResponse = {
  readonly success?: boolean;
  readonly isEnabled?: boolean;
  readonly name?: string | null;
  readonly pages?: readonly UserFlowPage[] | null;
  readonly flowFlags?: number;
};

/** Tracker status (002 section 4.2): null, loading, ready, error. */
export type UserFlowStatus = null | 'loading' | 'ready' | 'error';

/** Tracker state. */
export type UserFlowState = {
  readonly status: UserFlowStatus;
  readonly flow: string;
  readonly name: string | null;
  readonly flowFlags: number;
  /** Pages sorted by pageOrder. */
  readonly pages: readonly UserFlowPage[];
  /** Index into `pages` of the current regular page, -1 before the first view. */
  readonly currentIndex: number;
  readonly error: string | null;
};

/** The tracker before init. */
export const USER_FLOW_INITIAL: UserFlowState = Object.freeze({
  status: null,
  flow: '',
  name: null,
  flowFlags: 0,
  pages: [],
  currentIndex: -1,
  error: null,
});

/** Tracker events. */
export type UserFlowEvent =
  | { readonly type: 'init'; readonly flow: string }
  /** The flow reply and the page id the session-track call returned; `requestedPage` is the page in the URL. */
  | {
      readonly type: 'loaded';
      readonly response: UserFlowResponse;
      readonly serverPageId: number | null | undefined;
      readonly requestedPage: string;
    }
  | { readonly type: 'failed' }
  | { readonly type: 'view'; readonly page: string };

/** Side effects the caller performs. */
export type UserFlowEffect =
  | { readonly type: 'redirect'; readonly path: string }
  | { readonly type: 'track'; readonly actionName: string; readonly page: string }
  | { readonly type: 'startHeartbeat'; readonly intervalMs: number };

/** The path of a flow page (002 section 2.2): /uf/{flow}/{page}, with the current query string kept. */
export const userFlowPath = (flow: string, page: string, query = ''): string =>
  `/uf/${flow}/${page}${query === '' || query.startsWith('?') ? query : `?${query}`}`;

const isOptional = (p: UserFlowPage) => (p.pageFlags & USER_FLOW_OPTIONAL_PAGE_FLAG) !== 0;

/**
 * "Optional pages map onto a regular page" (002 section 4.2): the index of the regular page an
 * index stands for: itself when regular, else the nearest regular page before it, else the nearest
 * after it; -1 when the flow has no regular page.
 */
export const userFlowRegularIndex = (pages: readonly UserFlowPage[], index: number): number => {
  const page = pages[index];
  if (page === undefined) return -1;
  if (!isOptional(page)) return index;
  for (let i = index - 1; i >= 0; i--) if (!isOptional(pages[i] as UserFlowPage)) return i;
  for (let i = index + 1; i < pages.length; i++) if (!isOptional(pages[i] as UserFlowPage)) return i;
  return -1;
};

const fail = (state: UserFlowState, error: string) => ({
  state: { ...state, status: 'error' as const, error },
  effects: [] as UserFlowEffect[],
});

/**
 * The user-flow tracker (002 section 4.2): "Init sets loading, then ready or error. The flow is
 * disabled if it is not enabled or the response is not successful ('Userflow is disabled'). A flow
 * needs a name and pages ('Missing pages or name in resp'). Pages are sorted by order. The initial
 * page comes from the server page id and redirects to /uf/{flow}/{page} when it differs from the
 * requested one. Optional pages map onto a regular page. Viewing a page sets the current index and
 * tracks 'Viewed Page'. An invalid page raises an error. A heartbeat repeats every 15 minutes."
 * Our readings: no server page id is "Unknown initial page", an id no page has is "Invalid initial
 * page"; a failed request is "Userflow is disabled"; events that do not fit the status are ignored;
 * a page is named by its uriPath.
 */
export const userFlowReducer = (
  state: UserFlowState,
  event: UserFlowEvent,
): { state: UserFlowState; effects: UserFlowEffect[] } => {
  switch (event.type) {
    case 'init':
      return { state: { ...USER_FLOW_INITIAL, status: 'loading', flow: event.flow }, effects: [] };
    case 'failed':
      return state.status === 'loading' ? fail(state, USER_FLOW_ERRORS.disabled) : { state, effects: [] };
    case 'loaded': {
      if (state.status !== 'loading') return { state, effects: [] };
      const r = event.response;
      if (r.success !== true || r.isEnabled !== true) return fail(state, USER_FLOW_ERRORS.disabled);
      if (!r.name || !r.pages || r.pages.length === 0) return fail(state, USER_FLOW_ERRORS.missingPages);
      const pages = [...r.pages].sort((a, b) => a.pageOrder - b.pageOrder);
      const next = { ...state, name: r.name, flowFlags: r.flowFlags ?? 0, pages };
      if (event.serverPageId === null || event.serverPageId === undefined)
        return fail(next, USER_FLOW_ERRORS.unknownInitialPage);
      const index = pages.findIndex((p) => p.pageId === event.serverPageId);
      const regular = index === -1 ? -1 : userFlowRegularIndex(pages, index);
      if (regular === -1) return fail(next, USER_FLOW_ERRORS.invalidInitialPage);
      const initial = pages[index] as UserFlowPage;
      const effects: UserFlowEffect[] = [];
      if (initial.uriPath !== event.requestedPage)
        effects.push({ type: 'redirect', path: userFlowPath(state.flow, initial.uriPath) });
      effects.push({ type: 'startHeartbeat', intervalMs: USER_FLOW_HEARTBEAT_MS });
      return { state: { ...next, status: 'ready', currentIndex: regular, error: null }, effects };
    }
    case 'view': {
      if (state.status !== 'ready') return { state, effects: [] };
      const index = state.pages.findIndex((p) => p.uriPath === event.page);
      const regular = index === -1 ? -1 : userFlowRegularIndex(state.pages, index);
      if (regular === -1) return fail(state, USER_FLOW_ERRORS.invalidViewPage);
      return {
        state: { ...state, currentIndex: regular },
        effects: [{ type: 'track', actionName: USER_FLOW_VIEWED_PAGE, page: event.page }],
      };
    }
  }
};

/** The next regular page after the current one (the flow's "continue"), or null at the end. */
export const userFlowNextPage = (state: UserFlowState): UserFlowPage | null => {
  for (let i = state.currentIndex + 1; i < state.pages.length; i++) {
    const p = state.pages[i] as UserFlowPage;
    if (!isOptional(p)) return p;
  }
  return null;
};
