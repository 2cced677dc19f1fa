import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  USER_FLOW_ERRORS,
  USER_FLOW_HEARTBEAT_MS,
  USER_FLOW_INITIAL,
  type UserFlowEvent,
  type UserFlowPage,
  type UserFlowState,
  userFlowNextPage,
  userFlowPath,
  userFlowReducer,
  userFlowRegularIndex,
} from '../../../core/shell/user-flow.machine.js';

const pages: UserFlowPage[] = [
  { pageId: 30, uriPath: 'checkout', pageFlags: 0, pageOrder: 3 },
  { pageId: 10, uriPath: 'start', pageFlags: 0, pageOrder: 1 },
  { pageId: 20, uriPath: 'extras', pageFlags: 1, pageOrder: 2 },
];
const ok = { success: true, isEnabled: true, name: 'Flow', pages, flowFlags: 4 };
const loading = userFlowReducer(USER_FLOW_INITIAL, { type: 'init', flow: 'f1' }).state;
const load = (over: Partial<Extract<UserFlowEvent, { type: 'loaded' }>> = {}) =>
  userFlowReducer(loading, { type: 'loaded', response: ok, serverPageId: 10, requestedPage: 'start', ...over });

describe('user-flow tracker (002 section 4.2)', () => {
  it('init sets loading; loaded sorts pages and becomes ready', () => {
    expect(loading.status).toBe('loading');
    const { state, effects } = load();
    expect(state.status).toBe('ready');
    expect(state.pages.map((p) => p.pageOrder)).toEqual([1, 2, 3]);
    expect(state.currentIndex).toBe(0);
    expect(state.flowFlags).toBe(4);
    expect(effects).toEqual([{ type: 'startHeartbeat', intervalMs: 15 * 60 * 1000 }]);
    expect(USER_FLOW_HEARTBEAT_MS).toBe(900_000);
  });
  it('redirects when the server page differs from the requested one', () => {
    const { state, effects } = load({ serverPageId: 30, requestedPage: 'start' });
    expect(effects[0]).toEqual({ type: 'redirect', path: '/uf/f1/checkout' });
    expect(state.currentIndex).toBe(2);
  });
  it('errors', () => {
    expect(load({ response: { ...ok, isEnabled: false } }).state.error).toBe('Userflow is disabled');
    expect(load({ response: { ...ok, success: false } }).state.error).toBe('Userflow is disabled');
    expect(load({ response: { ...ok, name: '' } }).state.error).toBe('Missing pages or name in resp');
    expect(load({ response: { ...ok, pages: [] } }).state.error).toBe(USER_FLOW_ERRORS.missingPages);
    expect(load({ serverPageId: null }).state.error).toBe('Unknown initial page');
    expect(load({ serverPageId: 99 }).state.error).toBe('Invalid initial page');
    expect(load({ serverPageId: 99 }).state.status).toBe('error');
    expect(userFlowReducer(loading, { type: 'failed' }).state.error).toBe('Userflow is disabled');
    const ready = load().state;
    expect(userFlowReducer(ready, { type: 'view', page: 'nope' }).state.error).toBe('Invalid view page');
  });
  it('viewing tracks Viewed Page; optional pages map onto a regular page', () => {
    const ready = load().state;
    const v = userFlowReducer(ready, { type: 'view', page: 'extras' });
    expect(v.state.currentIndex).toBe(0);
    expect(v.effects).toEqual([{ type: 'track', actionName: 'Viewed Page', page: 'extras' }]);
    expect(userFlowReducer(ready, { type: 'view', page: 'checkout' }).state.currentIndex).toBe(2);
    expect(userFlowNextPage(ready)?.uriPath).toBe('checkout');
    expect(userFlowNextPage({ ...ready, currentIndex: 2 })).toBeNull();
    const optFirst: UserFlowPage[] = [
      { pageId: 1, uriPath: 'a', pageFlags: 1, pageOrder: 1 },
      { pageId: 2, uriPath: 'b', pageFlags: 0, pageOrder: 2 },
    ];
    expect(userFlowRegularIndex(optFirst, 0)).toBe(1);
    expect(userFlowRegularIndex([{ pageId: 1, uriPath: 'a', pageFlags: 1, pageOrder: 1 }], 0)).toBe(-1);
    expect(userFlowRegularIndex(optFirst, 5)).toBe(-1);
  });
  it('paths keep the query string', () => {
    expect(userFlowPath('f', 'p', '?a=1')).toBe('/uf/f/p?a=1');
    expect(userFlowPath('f', 'p', 'a=1')).toBe('/uf/f/p?a=1');
    expect(userFlowPath('f', 'p')).toBe('/uf/f/p');
  });
  it('out-of-order events are ignored and ready always has a valid regular index', () => {
    const ev: fc.Arbitrary<UserFlowEvent> = fc.oneof(
      fc.constant({ type: 'init', flow: 'f' } as const),
      fc.constant({ type: 'failed' } as const),
      fc.record({
        type: fc.constant('loaded' as const),
        response: fc.constantFrom(ok, { ...ok, isEnabled: false }, { ...ok, pages: null }),
        serverPageId: fc.constantFrom(10, 20, 30, 99, null),
        requestedPage: fc.constantFrom('start', 'extras'),
      }),
      fc.record({ type: fc.constant('view' as const), page: fc.constantFrom('start', 'extras', 'checkout', 'x') }),
    );
    fc.assert(
      fc.property(fc.array(ev, { maxLength: 20 }), (events) => {
        let s: UserFlowState = USER_FLOW_INITIAL;
        for (const e of events) {
          s = userFlowReducer(s, e).state;
          if (s.status === 'ready') expect(s.pages[s.currentIndex]?.pageFlags).toBe(0);
          if (s.status === 'error') expect(Object.values(USER_FLOW_ERRORS)).toContain(s.error);
        }
      }),
    );
    expect(userFlowReducer(USER_FLOW_INITIAL, { type: 'failed' }).state).toBe(USER_FLOW_INITIAL);
    expect(userFlowReducer(USER_FLOW_INITIAL, { type: 'view', page: 'a' }).state).toBe(USER_FLOW_INITIAL);
  });
});
