import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@seva/contracts';
import { canMove, statesBefore } from './state.js';

describe('payment state machine', () => {
  it('moves forward only', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual([
      'created→failed',
      'created→paid',
      'fulfilled→refunded',
      'paid→fulfilled',
      'paid→refunded',
    ]);
  });

  it('names the states an UPDATE may move from', () => {
    expect(statesBefore('paid')).toEqual(['created']);
    expect(statesBefore('fulfilled')).toEqual(['paid']);
    expect(statesBefore('refunded')).toEqual(['paid', 'fulfilled']);
    expect(statesBefore('created')).toEqual([]);
  });
});
