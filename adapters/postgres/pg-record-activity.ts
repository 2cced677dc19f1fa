import type { RecordActivity } from '../../core/identity/identity-monitoring.port.js';
import { SEARCH_TYPE } from '../../core/search/search-enums.rules.js';
import type { Db } from './db.js';

/**
 * Report activity on a record from the other members' recent reports (`report_history`: one row per member
 * and report, its last view) and their name searches (`searches`). Counts only; never who.
 */
export class PgRecordActivity implements RecordActivity {
  constructor(private readonly db: Db) {}

  async reportViews(reportId: string, excludeUserId: string): Promise<Date[]> {
    const r = await this.db.query<{ last_viewed: Date }>(
      'SELECT last_viewed FROM report_history WHERE report_id = $1 AND user_id <> $2::uuid',
      [reportId, excludeUserId],
    );
    return r.rows.map((x) => new Date(x.last_viewed));
  }

  async nameSearches(
    name: { readonly firstName: string; readonly lastName: string },
    excludeUserId: string,
    since: Date,
  ): Promise<number> {
    const r = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM searches
       WHERE search_type_enum_id = $1 AND user_id <> $2::uuid AND last_run > $3
         AND lower(criteria_json->>'firstName') = lower($4) AND lower(criteria_json->>'lastName') = lower($5)`,
      [SEARCH_TYPE.person, excludeUserId, since, name.firstName.trim(), name.lastName.trim()],
    );
    return Number(r.rows[0]?.n ?? 0);
  }
}
