import type { UserFlowPage } from './user-flow.machine.js';

/** A page of a stored flow: the spec's page (002 section 7) plus the existing page it leads to. */
export type UserFlowPageDefinition = UserFlowPage & {
  /** What the step is, shown on /uf/{flow}/{page}. */
  readonly title: string;
  /** The existing page of the site this step leads to (e.g. /name). */
  readonly targetPath: string;
};

/** A flow as stored (002 section 7 user flow: name, flowFlags, isEnabled, pages). */
export type UserFlowDefinition = {
  readonly id: string;
  readonly name: string;
  readonly flowFlags: number;
  readonly isEnabled: boolean;
  readonly pages: readonly UserFlowPageDefinition[];
};

/**
 * The user flows and their sessions (002 sections 4.2 and 7; docs/decisions/0081). A session is one
 * visitor (the `tw_visitor` cookie) in one flow; it remembers the page the visitor last viewed.
 */
export interface UserFlowStore {
  flow(id: string): Promise<UserFlowDefinition | null>;
  /**
   * Starts the visitor's session of the flow at `initialPageId`, or keeps the one there is (the session
   * track call); answers the session's current page id.
   */
  startSession(s: {
    readonly flowId: string;
    readonly visitorId: string;
    readonly userId: string | null;
    readonly clientFlag: number;
    readonly referrer: string | null;
    readonly origin: string | null;
    readonly criteria: Readonly<Record<string, string>>;
    readonly initialPageId: number;
    readonly at: Date;
  }): Promise<{ pageId: number }>;
  /** Records a heartbeat of the visitor's session; false when there is none. */
  heartbeat(flowId: string, visitorId: string, at: Date): Promise<boolean>;
  /** Records an event of the visitor's session (and its current page when `pageId` is set); false when there is no session. */
  trackEvent(e: {
    readonly flowId: string;
    readonly visitorId: string;
    readonly actionName: string;
    readonly url: string;
    readonly data: Readonly<Record<string, unknown>>;
    readonly pageId: number | null;
    readonly occurredAt: Date;
  }): Promise<boolean>;
}
