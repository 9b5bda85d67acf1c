/**
 * Work that must wait until a transaction commits (issue 18). A cache forget
 * made inside a transaction is too early: a read between the forget and the
 * commit would load the old rows and keep them. afterCommit(handle, run)
 * runs `run(db)` at once when `handle` is the database, or after the
 * outermost transaction that `handle` belongs to has committed (savepoints
 * included; never after a rollback). db/client.ts calls trackTransactions on
 * every database handle it opens.
 */
import type { Db, Tx } from './handles.js';

interface Pending {
  db: Db;
  runs: Array<(db: Db) => void>;
}

/** The open transactions (and their savepoints) of tracked handles, with the work waiting for their commit. */
const pendingByTx = new WeakMap<object, Pending>();

/** Marks `tx` and every savepoint opened through it as part of the transaction that `pending` waits on. */
function track(tx: Tx, pending: Pending): void {
  pendingByTx.set(tx, pending);
  const savepoint = tx.transaction.bind(tx);
  tx.transaction = ((work: Parameters<Tx['transaction']>[0]) =>
    savepoint((inner) => {
      track(inner, pending);
      return work(inner);
    })) as Tx['transaction'];
}

/** Makes `db.transaction` run the afterCommit work of its transactions once they commit. */
export function trackTransactions(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const pending: Pending = { db, runs: [] };
    const result = await begin((tx) => {
      track(tx, pending);
      return work(tx);
    }, config);
    for (const run of pending.runs) run(db);
    return result;
  }) as Db['transaction'];
}

/**
 * Runs `run(db)` now when `handle` is a database handle, or once the
 * transaction `handle` belongs to has committed (not at all if it rolls back).
 */
export function afterCommit(handle: Db | Tx, run: (db: Db) => void): void {
  const pending = pendingByTx.get(handle);
  if (pending) pending.runs.push(run);
  else run(handle as Db);
}
