// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadPdn } from './download-pdn';
import { ImportPdn, readText } from './import-pdn';
import { makeGamePdn } from './pdn';
import type { ReplayGame } from './replay-model';
import { gameOf } from './replay-test-harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Download PDN', () => {
  it("saves the game as <room code>.pdn, with the page's origin as its site", async () => {
    const blobs: Blob[] = [];
    // jsdom has no object URLs; the file's content is read from the Blob handed over.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:pdn';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const game = gameOf();
    render(<DownloadPdn game={game} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDN' }));
    expect(clicked.map((link) => [link.download, link.href])).toEqual([['ABC234.pdn', 'blob:pdn']]);
    expect(await readText(blobs[0]!)).toBe(makeGamePdn(game, window.location.origin));
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('waits for a game', () => {
    render(<DownloadPdn game={null} />);
    expect((screen.getByRole('button', { name: 'Download PDN' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Load PDN', () => {
  const choose = (text: string) =>
    fireEvent.change(screen.getByLabelText('Load PDN'), {
      target: { files: [new File([text], 'game.pdn', { type: 'text/plain' })] },
    });

  it('hands over the game a PDN file holds', async () => {
    const onLoad = vi.fn<(game: ReplayGame) => void>();
    render(<ImportPdn onLoad={onLoad} />);
    choose(makeGamePdn(gameOf(), 'https://checkers.example'));
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    const game = onLoad.mock.calls[0]![0];
    expect(game.moves).toHaveLength(28);
    expect(game.names).toEqual({ red: 'Alice', black: 'Guest BOB1' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why a file cannot be read', async () => {
    const onLoad = vi.fn();
    render(<ImportPdn onLoad={onLoad} />);
    choose('1. 9-18 *');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^This PDN file cannot be read\. Line 1/);
    expect(onLoad).not.toHaveBeenCalled();
  });
});
