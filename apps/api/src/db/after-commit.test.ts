import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import {
  cachedCustomerAnswer,
  customerReadMark,
  forgetCustomerReads,
  keepCustomerAnswer,
} from './customer-read-cache.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.app.close());

const KEY = 'POST /api/user/getCustomerOrder {}';
const answer = { body: '{"status":true,"data":[]}', contentType: 'application/json', etag: '"x"' };

/** Keeps an answer on `customerId`'s history shelf, as a read that missed would. */
function keep(customerId: string): void {
  const mark = customerReadMark(ctx.app.db, 'history', customerId);
  keepCustomerAnswer(ctx.app.db, 'history', customerId, KEY, answer, mark);
  expect(kept(customerId)).toBe(true);
}

const kept = (customerId: string) => cachedCustomerAnswer(ctx.app.db, 'history', customerId, KEY) !== undefined;

describe('forgetCustomerReads inside a transaction', () => {
  it('drops the answer only once the transaction has committed', async () => {
    keep('c-commit');
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      forgetCustomerReads(tx, 'history', 'c-commit');
      // A read now would still see the rows from before this transaction: the answer kept for it stays right.
      expect(kept('c-commit')).toBe(true);
    });
    expect(kept('c-commit')).toBe(false);
  });

  it('drops nothing when the transaction rolls back', async () => {
    keep('c-rollback');
    await expect(
      ctx.app.db.transaction(async (tx) => {
        forgetCustomerReads(tx, 'history', 'c-rollback');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(kept('c-rollback')).toBe(true);
  });

  it('waits for the outermost commit when called inside a savepoint', async () => {
    keep('c-savepoint');
    await ctx.app.db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => {
        forgetCustomerReads(savepoint, 'history', 'c-savepoint');
      });
      expect(kept('c-savepoint')).toBe(true);
    });
    expect(kept('c-savepoint')).toBe(false);
  });

  it('drops at once outside a transaction', () => {
    keep('c-now');
    forgetCustomerReads(ctx.app.db, 'history', 'c-now');
    expect(kept('c-now')).toBe(false);
  });
});
