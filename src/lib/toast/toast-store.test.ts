import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastItem } from './toast-store.ts';

const item = (id: string): ToastItem => ({ id, title: id, open: true });

describe('toast store', () => {
  it('keeps at most one toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer(toastReducer([], { type: 'add', toast: item('a') }), {
      type: 'add',
      toast: item('b'),
    });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('closes a dismissed toast and removes it later', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    const shown = toastReducer([], { type: 'add', toast: item('a') });
    const dismissed = toastReducer(shown, { type: 'dismiss', id: 'a' });
    expect(dismissed).toEqual([{ ...item('a'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: 'a' })).toEqual([]);
    expect(toastReducer(dismissed, { type: 'remove' })).toEqual([]);
  });
});
