// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameOf, ReplayHarness } from './replay-test-harness';
import { REPLAY_STEP_MS } from './use-replay';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const slider = () => screen.getByRole('slider', { name: 'Replay position' }) as HTMLInputElement;
const position = () => slider().getAttribute('aria-valuetext');
const key = (name: string, target: Element = document.body) => fireEvent.keyDown(target, { key: name });

describe('the replay controls', () => {
  it('start at the latest position and step through the game', () => {
    render(<ReplayHarness game={gameOf()} />);
    expect(position()).toBe('28 / 28');
    expect(screen.getByText('28 / 28')).toBeTruthy();
    expect(button('Next move').disabled).toBe(true);
    expect(button('Last move').disabled).toBe(true);
    fireEvent.click(button('First move'));
    expect(position()).toBe('0 / 28');
    expect(screen.getByTestId('pieces').textContent).toBe('24');
    expect(screen.getByTestId('last-move').textContent).toBe('none');
    expect(button('Previous move').disabled).toBe(true);
    fireEvent.click(button('Next move'));
    fireEvent.click(button('Next move'));
    expect(position()).toBe('2 / 28');
    expect(screen.getByTestId('last-move').textContent).toBe('h4');
    expect(button('g3-h4').getAttribute('aria-current')).toBe('step');
    fireEvent.click(button('Previous move'));
    expect(position()).toBe('1 / 28');
    fireEvent.click(button('Last move'));
    expect(position()).toBe('28 / 28');
  });

  it('follow the slider and the move list', () => {
    render(<ReplayHarness game={gameOf()} />);
    fireEvent.change(slider(), { target: { value: '10' } });
    expect(position()).toBe('10 / 28');
    expect(slider().value).toBe('10');
    expect(screen.getByText('10 / 28')).toBeTruthy();
    fireEvent.click(button('f6-e5'));
    expect(position()).toBe('3 / 28');
  });

  it('answer the arrow, Home and End keys, except in a text field', () => {
    render(<ReplayHarness game={gameOf()} />);
    key('ArrowLeft');
    expect(position()).toBe('27 / 28');
    key('Home');
    expect(position()).toBe('0 / 28');
    key('ArrowRight');
    key('ArrowRight');
    expect(position()).toBe('2 / 28');
    key('End');
    expect(position()).toBe('28 / 28');
    key('ArrowLeft', screen.getByRole('textbox', { name: 'Chat message' }));
    key('Home', screen.getByRole('textbox', { name: 'Chat message' }));
    expect(position()).toBe('28 / 28');
    fireEvent.keyDown(document.body, { key: 'ArrowLeft', altKey: true });
    expect(position()).toBe('28 / 28');
  });

  it('play one step every 2 s, pause, and stop at the end', () => {
    vi.useFakeTimers();
    render(<ReplayHarness game={gameOf(4)} />);
    // Playing from the end starts again from the beginning.
    fireEvent.click(button('Play replay'));
    expect(position()).toBe('0 / 4');
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS - 1));
    expect(position()).toBe('0 / 4');
    act(() => vi.advanceTimersByTime(1));
    expect(position()).toBe('1 / 4');
    fireEvent.click(button('Pause replay'));
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS * 5));
    expect(position()).toBe('1 / 4');
    fireEvent.click(button('Play replay'));
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(REPLAY_STEP_MS));
    expect(position()).toBe('4 / 4');
    expect(button('Play replay')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS * 3));
    expect(position()).toBe('4 / 4');
  });

  it('stop playing when the player steps', () => {
    vi.useFakeTimers();
    render(<ReplayHarness game={gameOf(6)} />);
    fireEvent.click(button('First move'));
    fireEvent.click(button('Play replay'));
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS));
    key('ArrowRight');
    expect(position()).toBe('2 / 6');
    expect(button('Play replay')).toBeTruthy();
    act(() => vi.advanceTimersByTime(REPLAY_STEP_MS * 2));
    expect(position()).toBe('2 / 6');
  });

  it('show nothing to play before a game arrives', () => {
    render(<ReplayHarness game={null} />);
    expect(position()).toBe('0 / 0');
    expect(button('Play replay').disabled).toBe(true);
    expect(button('Next move').disabled).toBe(true);
  });
});

describe('a live game', () => {
  it('is followed at its latest move, left alone once the player steps back, and rejoined', () => {
    const { rerender } = render(<ReplayHarness game={gameOf(10)} live />);
    expect(position()).toBe('10 / 10');
    expect(screen.queryByRole('button', { name: 'Back to live' })).toBeNull();
    rerender(<ReplayHarness game={gameOf(11)} live />);
    expect(position()).toBe('11 / 11');
    fireEvent.click(button('Previous move'));
    expect(position()).toBe('10 / 11');
    rerender(<ReplayHarness game={gameOf(12)} live />);
    expect(position()).toBe('10 / 12');
    fireEvent.click(button('Back to live'));
    expect(position()).toBe('12 / 12');
    expect(screen.queryByRole('button', { name: 'Back to live' })).toBeNull();
    rerender(<ReplayHarness game={gameOf(13)} live />);
    expect(position()).toBe('13 / 13');
  });

  it('is followed again once the player steps forward to its latest move', () => {
    const { rerender } = render(<ReplayHarness game={gameOf(5)} live />);
    key('ArrowLeft');
    key('ArrowRight');
    rerender(<ReplayHarness game={gameOf(6)} live />);
    expect(position()).toBe('6 / 6');
  });

  it('starts again at the latest move when another game is shown', () => {
    const { rerender } = render(<ReplayHarness game={gameOf(8)} />);
    key('Home');
    rerender(<ReplayHarness game={{ ...gameOf(5), id: 'pdn:other' }} />);
    expect(position()).toBe('5 / 5');
  });
});
