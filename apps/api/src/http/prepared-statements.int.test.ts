// The hot path's prepared statements (packages/db/src/prepared.ts): planned once per connection,
// inside a transaction on the transaction's own connection, and recovered after a migration.
import { randomUUID } from 'node:crypto';
import { createDb, type Knex, queryPrepared } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/test-app.ts';

describe('prepared statements', () => {
  let db: Knex;
  const table = `prepared_${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    // One connection: every call lands on the same server session.
    db = createDb({ url: testDatabaseUrl(), poolMax: 1 });
    await db.schema.createTable(table, (t) => {
      t.integer('id').primary();
      t.text('label');
    });
    await db(table).insert([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
  });
  afterAll(async () => {
    await db.schema.dropTableIfExists(table);
    await db.destroy();
  });

  const prepared = async () =>
    (await db.raw<{ rows: { name: string }[] }>('select name from pg_prepared_statements')).rows.map(
      (r) => r.name,
    );

  it('is prepared once on the connection and reused with other values', async () => {
    const text = `select * from ${table} where id = $1`;
    expect(await queryPrepared(db, `read-${table}`, text, [1])).toEqual([{ id: 1, label: 'one' }]);
    expect(await queryPrepared(db, `read-${table}`, text, [2])).toEqual([{ id: 2, label: 'two' }]);
    expect((await prepared()).filter((name) => name === `read-${table}`)).toHaveLength(1);
  });

  it("runs on a transaction's connection, seeing what the transaction wrote", async () => {
    await db.transaction(async (trx) => {
      await trx(table).insert({ id: 3, label: 'three' });
      expect(await queryPrepared(trx, `read-${table}`, `select * from ${table} where id = $1`, [3])).toEqual([
        { id: 3, label: 'three' },
      ]);
      await trx.rollback();
    });
    expect(await db(table).where({ id: 3 })).toEqual([]);
  });

  it('answers with the new shape after a migration changed the table it reads', async () => {
    const text = `select * from ${table} where id = $1`;
    await queryPrepared(db, `read-${table}`, text, [1]);
    await db.schema.alterTable(table, (t) => {
      t.text('note').defaultTo('added');
    });
    expect(await queryPrepared(db, `read-${table}`, text, [1])).toEqual([
      { id: 1, label: 'one', note: 'added' },
    ]);
  });

  it("emits knex's query event, as knex's own statements do", async () => {
    const seen: string[] = [];
    const listen = (q: { sql: string }) => seen.push(q.sql);
    db.on('query', listen);
    await queryPrepared(db, `count-${table}`, `select count(*)::int as n from ${table}`, []);
    db.off('query', listen);
    expect(seen).toEqual([`select count(*)::int as n from ${table}`]);
  });
});
