import type { Knex } from 'knex';

/** A diagnostics report to store (redacted by the caller). */
export type NewDiagnosticsReport = {
  channel: 'emergency' | 'email';
  userId: string | null;
  url: string | null;
  userAgent: string | null;
  ip: string | null;
  requestId: string | null;
  summary: string;
  reportText: string;
  report: unknown;
};

export const insertDiagnosticsReport = async (db: Knex, row: NewDiagnosticsReport): Promise<string> => {
  const [inserted] = await db('diagnostics_reports')
    .insert({
      channel: row.channel,
      user_id: row.userId,
      url: row.url,
      user_agent: row.userAgent,
      ip: row.ip,
      request_id: row.requestId,
      summary: row.summary,
      report_text: row.reportText,
      report: row.report === undefined ? null : JSON.stringify(row.report),
    })
    .returning<{ id: string }[]>('id');
  return inserted!.id;
};

/** The newest reports first, with the sender's e-mail. */
export const listDiagnosticsReports = async (db: Knex, limit: number) => {
  const rows = await db('diagnostics_reports as d')
    .leftJoin('users as u', 'u.id', 'd.user_id')
    .select<
      {
        id: string;
        channel: 'emergency' | 'email';
        user_id: string | null;
        email: string | null;
        url: string | null;
        user_agent: string | null;
        summary: string;
        report_text: string;
        created_at: Date;
      }[]
    >(
      'd.id',
      'd.channel',
      'd.user_id',
      'u.email',
      'd.url',
      'd.user_agent',
      'd.summary',
      'd.report_text',
      'd.created_at',
    )
    .orderBy('d.created_at', 'desc')
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    userId: row.user_id,
    userEmail: row.email,
    url: row.url,
    userAgent: row.user_agent,
    summary: row.summary,
    text: row.report_text,
    createdAt: row.created_at,
  }));
};
