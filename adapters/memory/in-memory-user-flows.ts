import type { UserFlowDefinition, UserFlowStore } from '../../core/shell/user-flow.port.js';

/** The flow migration 0083 seeds, for the in-memory store. */
export const PEOPLE_SEARCH_FLOW: UserFlowDefinition = Object.freeze({
  id: 'people-search',
  name: 'People search',
  flowFlags: 0,
  isEnabled: true,
  pages: Object.freeze([
    { pageId: 1, uriPath: 'search', pageFlags: 0, pageOrder: 1, title: 'Search by name', targetPath: '/name' },
    { pageId: 2, uriPath: 'search-tips', pageFlags: 1, pageOrder: 2, title: 'Search tips', targetPath: '/help' },
    {
      pageId: 3,
      uriPath: 'results',
      pageFlags: 0,
      pageOrder: 3,
      title: 'Find the right person',
      targetPath: '/find-people',
    },
    { pageId: 4, uriPath: 'join', pageFlags: 0, pageOrder: 4, title: 'Become a member', targetPath: '/join' },
  ]),
});

type Session = { pageId: number; userId: string | null; lastHeartbeatAt: Date | null };

/** The UserFlowStore in memory (tests). */
export class InMemoryUserFlows implements UserFlowStore {
  private readonly flows: Map<string, UserFlowDefinition>;
  private readonly sessions = new Map<string, Session>();
  readonly tracked: { flowId: string; visitorId: string; actionName: string; url: string; pageId: number | null }[] =
    [];

  constructor(flows: readonly UserFlowDefinition[] = [PEOPLE_SEARCH_FLOW]) {
    this.flows = new Map(flows.map((f) => [f.id, f]));
  }

  async flow(id: string): Promise<UserFlowDefinition | null> {
    const f = this.flows.get(id);
    return f ? { ...f, pages: [...f.pages].sort((a, b) => a.pageOrder - b.pageOrder || a.pageId - b.pageId) } : null;
  }

  async startSession(s: Parameters<UserFlowStore['startSession']>[0]): Promise<{ pageId: number }> {
    const key = `${s.flowId}\n${s.visitorId}`;
    const current = this.sessions.get(key);
    if (current) {
      if (s.userId) current.userId = s.userId;
      return { pageId: current.pageId };
    }
    this.sessions.set(key, { pageId: s.initialPageId, userId: s.userId, lastHeartbeatAt: null });
    return { pageId: s.initialPageId };
  }

  async heartbeat(flowId: string, visitorId: string, at: Date): Promise<boolean> {
    const s = this.sessions.get(`${flowId}\n${visitorId}`);
    if (!s) return false;
    if (!s.lastHeartbeatAt || at > s.lastHeartbeatAt) s.lastHeartbeatAt = at;
    return true;
  }

  async trackEvent(e: Parameters<UserFlowStore['trackEvent']>[0]): Promise<boolean> {
    const s = this.sessions.get(`${e.flowId}\n${e.visitorId}`);
    if (!s) return false;
    if (e.pageId !== null) s.pageId = e.pageId;
    this.tracked.push({
      flowId: e.flowId,
      visitorId: e.visitorId,
      actionName: e.actionName,
      url: e.url,
      pageId: e.pageId,
    });
    return true;
  }

  /** The events of a visitor's session, oldest first. */
  async events(
    flowId: string,
    visitorId: string,
  ): Promise<{ actionName: string; url: string; pageId: number | null }[]> {
    return this.tracked
      .filter((t) => t.flowId === flowId && t.visitorId === visitorId)
      .map(({ actionName, url, pageId }) => ({ actionName, url, pageId }));
  }
}
