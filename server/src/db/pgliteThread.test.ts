import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { types } from '@electric-sql/pglite';
import { PgliteThread } from './pgliteThread';

describe('PGlite on its own thread', () => {
  let db: PgliteThread;
  before(async () => {
    db = new PgliteThread();
    await db.waitReady;
    await db.exec('create table t (id int primary key, at timestamptz not null default now(), note text)');
  });
  after(() => db.close());

  it('answers rows in object and array mode, and keeps the types drizzle asks as text', async () => {
    await db.query('insert into t (id, at, note) values ($1, $2, $3)', [1, '2026-01-02T03:04:05Z', 'one']);
    const obj = await db.query<{ id: number; note: string }>('select id, note from t where id = $1', [1]);
    assert.deepEqual(obj.rows, [{ id: 1, note: 'one' }]);
    const arr = await db.query<unknown[]>('select id, at from t', [], { rowMode: 'array', parsers: { [types.TIMESTAMPTZ]: (v: string) => v } });
    assert.equal(arr.rows[0][0], 1);
    assert.equal(typeof arr.rows[0][1], 'string', 'timestamptz kept as text');
    const parsed = await db.query<{ at: unknown }>('select at from t');
    assert.ok(parsed.rows[0].at instanceof Date, 'without the parsers PGlite answers a Date');
  });

  it('commits a transaction, and rolls it back when the callback throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (2, $1)', ['two']);
      await tx.query('insert into t (id, note) values (3, $1)', ['three']);
    });
    await assert.rejects(db.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (4, $1)', ['four']);
      throw new Error('stop');
    }), /stop/);
    const ids = (await db.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id);
    assert.deepEqual(ids, [1, 2, 3]);
  });

  it('passes the SQLSTATE of a refused statement, inside and outside a transaction', async () => {
    await assert.rejects(db.query('insert into t (id) values (1)'), (e: { code?: string }) => e.code === '23505');
    await assert.rejects(db.transaction(async (tx) => {
      await tx.query('insert into t (id) values (2)');
    }), (e: { code?: string }) => e.code === '23505');
    // The database is usable afterwards (the failed transaction was rolled back).
    assert.equal((await db.query<{ n: number }>('select count(*)::int as n from t')).rows[0].n, 3);
  });

  it('runs statements from other callers after the open transaction, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('insert into t (id, note) values (10, $1)', ['in tx']);
      await held;
      throw new Error('undo');
    });
    // PGlite itself makes the outside statement wait for the transaction's end.
    const outside = db.query<{ n: number }>('select count(*)::int as n from t where id = 10');
    await new Promise((r) => setTimeout(r, 50));
    release();
    await assert.rejects(tx, /undo/);
    assert.equal((await outside).rows[0].n, 0);
  });
});
