// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../stores/app-store';
import { useState } from 'react';
import { readCode } from '../code-format';
import { CodeInput } from './code-input';

function Harness({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeInput value={value} onChange={setValue} onSubmit={() => onSubmit(readCode(value))} />;
}

const notices = (): string[] => appStore.getState().ui.notices.map((n) => n.message);

afterEach(() => {
  cleanup();
  appStore.getState().setUi({ notices: [] });
});

describe('the room code input', () => {
  it('keeps only letters and digits, lower-cased while typing, at most 6', () => {
    render(<Harness onSubmit={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Room code');
    fireEvent.change(input, { target: { value: 'Ab-C 1' } });
    expect(input.value).toBe('abc1');
    fireEvent.change(input, { target: { value: 'abc1XYZ9' } });
    expect(input.value).toBe('abc1xy');
  });

  it('cleans pasted text the same way', () => {
    render(<Harness onSubmit={() => undefined} />);
    const input = screen.getByLabelText<HTMLInputElement>('Room code');
    fireEvent.paste(input, { clipboardData: { getData: () => ' k7-q 2m!x9' } });
    expect(input.value).toBe('k7q2mx');
  });

  it('joins on Enter only at 6 characters, reading the code in upper case', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText<HTMLInputElement>('Room code');
    fireEvent.change(input, { target: { value: 'abc12' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    // It says why, in the player's words; typing on takes the message away.
    expect(notices()).toEqual(['A room code has 6 characters']);
    fireEvent.change(input, { target: { value: 'abc12z' } });
    expect(notices()).toEqual([]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('ABC12Z');
  });
});
