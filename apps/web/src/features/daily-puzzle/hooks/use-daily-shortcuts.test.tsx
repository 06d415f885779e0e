// @vitest-environment jsdom
import { cleanup, fireEvent, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDailyShortcuts } from './use-daily-shortcuts';

afterEach(cleanup);

const handlers = (canSubmit = true) => ({ submit: vi.fn(), hint: vi.fn(), undo: vi.fn(), canSubmit });

describe('the daily modal’s keys', () => {
  it('Enter submits when allowed, Ctrl/Cmd+H hints, Ctrl/Cmd+Z undoes', () => {
    const keys = handlers();
    renderHook(() => useDailyShortcuts(keys, true));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'h', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'H', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(keys.submit).toHaveBeenCalledTimes(1);
    expect(keys.hint).toHaveBeenCalledTimes(2);
    expect(keys.undo).toHaveBeenCalledTimes(1);
  });

  it('leaves Enter alone when submitting is not allowed or a button has focus', () => {
    const blocked = handlers(false);
    renderHook(() => useDailyShortcuts(blocked, true));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(blocked.submit).not.toHaveBeenCalled();
    cleanup();
    const keys = handlers();
    render(<button type="button">Hint</button>);
    renderHook(() => useDailyShortcuts(keys, true));
    fireEvent.keyDown(document.querySelector('button')!, { key: 'Enter' });
    expect(keys.submit).not.toHaveBeenCalled();
  });

  it('does nothing while off (a dialog over the modal)', () => {
    const keys = handlers();
    renderHook(() => useDailyShortcuts(keys, false));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(keys.submit).not.toHaveBeenCalled();
    expect(keys.undo).not.toHaveBeenCalled();
  });
});
