import type { UserFlowDefinition, UserFlowStore } from '../../core/shell/user-flow.port.js';
import type { Db } from './db.js';

type FlowRow = { id: string; name: string; flow_flags: number; is_enabled: boolean };
type PageRow = {
  page_id: number;
  uri_path: string;
  page_flags: number;
  page_order: number;
  title: string;
  target_path: string;
};

/** User flows on `user_flows`, `user_flow_pages`, `user_flow_sessions` and `user_flow_events` (migration 0083). */
export class PgUserFlows implements UserFlowStore {
  constructor(private readonly db: Db) {}

  async flow(id: string): Promise<UserFlowDefinition | null> {
    const f = (
      await this.db.query<FlowRow>('SELECT id, name, flow_flags, is_enabled FROM user_flows WHERE id = $1', [id])
    ).rows[0];
    if (!f) return null;
    const pages = await this.db.query<PageRow>(
      `SELECT page_id, uri_path, page_flags, page_order, title, target_path FROM user_flow_pages
       WHERE flow_id = $1 ORDER BY page_order, page_id`,
      [id],
    );
    return {
      id: f.id,
      name: f.name,
      flowFlags: Number(f.flow_flags),
      isEnabled: f.is_enabled,
      pages: pages.rows.map((p) => ({
        pageId: Number(p.page_id),
        uriPath: p.uri_path,
        pageFlags: Number(p.page_flags),
        pageOrder: Number(p.page_order),
        title: p.title,
        targetPath: p.target_path,
      })),
    };
  }

  async startSession(s: Parameters<UserFlowStore['startSession']>[0]): Promise<{ pageId: number }> {
    // A session that exists keeps its page; a signed-in visitor is named on it from then on.
    const r = await this.db.query<{ page_id: number }>(
      `INSERT INTO user_flow_sessions (flow_id, visitor_id, user_id, page_id, client_flag, referrer, origin, criteria, started_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
       ON CONFLICT (flow_id, visitor_id) DO UPDATE
         SET user_id = coalesce(EXCLUDED.user_id, user_flow_sessions.user_id)
       RETURNING page_id`,
      [
        s.flowId,
        s.visitorId,
        s.userId,
        s.initialPageId,
        s.clientFlag,
        s.referrer,
        s.origin,
        JSON.stringify(s.criteria),
        s.at,
      ],
    );
    return { pageId: Number(r.rows[0]!.page_id) };
  }

  async heartbeat(flowId: string, visitorId: string, at: Date): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE user_flow_sessions SET last_heartbeat_at = greatest(coalesce(last_heartbeat_at, $3), $3)
       WHERE flow_id = $1 AND visitor_id = $2 RETURNING 1`,
      [flowId, visitorId, at],
    );
    return r.rows.length > 0;
  }

  async trackEvent(e: Parameters<UserFlowStore['trackEvent']>[0]): Promise<boolean> {
    const r = await this.db.query(
      `WITH moved AS (
         UPDATE user_flow_sessions SET page_id = coalesce($6, page_id)
         WHERE flow_id = $1 AND visitor_id = $2 RETURNING flow_id
       )
       INSERT INTO user_flow_events (flow_id, visitor_id, action_name, url, data, page_id, occurred_at)
       SELECT $1, $2, $3, $4, $5::jsonb, $6, $7 FROM moved RETURNING id`,
      [e.flowId, e.visitorId, e.actionName, e.url, JSON.stringify(e.data), e.pageId, e.occurredAt],
    );
    return r.rows.length > 0;
  }

  /** The events of a visitor's session, oldest first (for tests and operators). */
  async events(
    flowId: string,
    visitorId: string,
  ): Promise<{ actionName: string; url: string; pageId: number | null }[]> {
    const r = await this.db.query<{ action_name: string; url: string; page_id: number | null }>(
      'SELECT action_name, url, page_id FROM user_flow_events WHERE flow_id = $1 AND visitor_id = $2 ORDER BY id',
      [flowId, visitorId],
    );
    return r.rows.map((x) => ({
      actionName: x.action_name,
      url: x.url,
      pageId: x.page_id === null ? null : Number(x.page_id),
    }));
  }
}
