import type { Knex } from 'knex';

/** The part of a pg client that a prepared statement needs. */
type PgConnection = {
  query: (config: { name?: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
  connection?: { parsedStatements?: Record<string, string> };
};

type ConnectionSource = {
  acquireConnection: () => Promise<PgConnection>;
  releaseConnection: (connection: PgConnection) => Promise<unknown>;
  emit: (event: 'query', query: { method: 'raw'; sql: string; bindings: unknown[]; name: string }) => void;
};

/** SQLSTATE 0A000 "cached plan must not change result type": a migration changed a table it reads. */
const isStalePlan = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '0A000' &&
  /cached plan/i.test(String((error as Error).message));

/**
 * Runs a hot statement as a named prepared statement on the connection knex lends (the
 * transaction's own when `db` is a transaction). PostgreSQL then parses and plans it once per
 * connection instead of on every call: for the chat turn's context read, planning took about four
 * times as long as running it (0.5–0.7 ms against 0.12–0.19 ms; docs/performance.md). The text
 * uses `$1…` placeholders; one name is one text, always (pg refuses a name reused for another).
 * When a migration has changed a table the statement reads, the stale statement is dropped and the
 * call runs again, prepared afresh.
 */
export const queryPrepared = async <Row>(
  db: Knex,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> => {
  const client = db.client as unknown as ConnectionSource;
  const connection = await client.acquireConnection();
  // Knex's own 'query' event, as for its statements (what listeners count and log).
  client.emit('query', { method: 'raw', sql: text, bindings: values, name });
  try {
    try {
      return (await connection.query({ name, text, values })).rows as Row[];
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      await connection.query({ text: `deallocate "${name.replaceAll('"', '""')}"`, values: [] });
      if (connection.connection?.parsedStatements) delete connection.connection.parsedStatements[name];
      return (await connection.query({ name, text, values })).rows as Row[];
    }
  } finally {
    await client.releaseConnection(connection);
  }
};
