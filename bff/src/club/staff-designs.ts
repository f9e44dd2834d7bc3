import { STAFF_LIMITS, type StaffCustomDesignList, type StaffCustomDesignResponse, type StaffCustomDesignsQuery } from '@ama/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { designColumns, toDesign } from './design-records';
import { toStatusHistory } from '../domain/status-history';

/** The requests for managers, by status, the newest first, a page at a time (docs/services.md#custom-design). */
export async function listCustomDesigns(db: Kysely<Database>, query: StaffCustomDesignsQuery): Promise<StaffCustomDesignList> {
  const pageSize = STAFF_LIMITS.customDesignsPageSize;
  let filtered = db.selectFrom('custom_designs');
  if (query.status) filtered = filtered.where('status', '=', query.status);
  const { total } = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
  let rows = designColumns(db);
  if (query.status) rows = rows.where('status', '=', query.status);
  const page = await rows
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return { designs: page.map(toDesign), page: query.page, pageSize, total };
}

/** One request with its history, oldest change first; null when there is none. */
export async function findCustomDesignForStaff(db: Kysely<Database>, id: string): Promise<StaffCustomDesignResponse | null> {
  const row = await designColumns(db).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const history = await db.selectFrom('custom_design_changes').selectAll().where('design_id', '=', id).orderBy('id', 'asc').execute();
  return {
    design: {
      ...toDesign(row),
      history: toStatusHistory(history),
    },
  };
}
