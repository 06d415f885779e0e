// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePwaStore, type InstallPromptEvent } from '../pwa-store';
import PwaBanners, { INSTALL_DISMISSED_KEY } from './pwa-banners';

function installOffer(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt') as InstallPromptEvent;
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  usePwaStore.setState({ installPrompt: null, updateAvailable: false, applyUpdate: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the install banner', () => {
  it('shows when the browser offers installation, and hides after 30 s', () => {
    render(<PwaBanners />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    act(() => usePwaStore.setState({ installPrompt: installOffer().event }));
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.getByRole('button', { name: 'Install' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('Install opens the browser’s prompt once', async () => {
    const { event, prompt } = installOffer();
    usePwaStore.setState({ installPrompt: event });
    render(<PwaBanners />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(prompt).toHaveBeenCalledOnce();
    expect(usePwaStore.getState().installPrompt).toBeNull();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('remembers Not now', () => {
    usePwaStore.setState({ installPrompt: installOffer().event });
    render(<PwaBanners />);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).not.toBeNull();
    cleanup();
    // A later visit with a new offer shows nothing.
    usePwaStore.setState({ installPrompt: installOffer().event });
    render(<PwaBanners />);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});

describe('the update banner', () => {
  it('says a new version is available, and goes after 10 s', () => {
    render(<PwaBanners />);
    act(() => usePwaStore.setState({ updateAvailable: true }));
    expect(screen.getByText('A new version is available!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByText('A new version is available!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('A new version is available!')).toBeNull();
  });

  it('Update hands over to the waiting worker; Dismiss only hides', () => {
    const applyUpdate = vi.fn();
    usePwaStore.setState({ updateAvailable: true, applyUpdate });
    render(<PwaBanners />);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(applyUpdate).toHaveBeenCalledOnce();
    expect(screen.queryByText('A new version is available!')).toBeNull();
    cleanup();
    render(<PwaBanners />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('A new version is available!')).toBeNull();
    expect(applyUpdate).toHaveBeenCalledOnce();
  });
});
