// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNotationForTests } from '../../../lib/notation-preference';
import { getPreferences, initPreferences, resetPreferencesForTests } from '../../../lib/preferences';
import { BUILT_IN_THEMES } from '../../../lib/theme';
import { getThemeSnapshot, resetThemesForTests } from '../../../lib/theme-store';
import { SettingsButton } from './settings-button';
import SettingsDialog from './settings-dialog';

const rootVar = (name: string): string => document.documentElement.style.getPropertyValue(name);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  resetThemesForTests();
  resetPreferencesForTests();
  resetNotationForTests();
  initPreferences();
});
afterEach(cleanup);

function open(onClose = vi.fn()) {
  render(<SettingsDialog onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Settings' }), onClose };
}

describe('the Settings dialog', () => {
  it('has every control the settings need', () => {
    const { dialog } = open();
    const themes = within(dialog).getByRole('radiogroup', { name: 'Theme' });
    expect(
      within(themes)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(BUILT_IN_THEMES.map((t) => t.name));
    expect(within(dialog).getByRole('switch', { name: 'Sound' })).toBeTruthy();
    const volume = within(dialog).getByRole('slider', { name: 'Volume' });
    expect([
      volume.getAttribute('min'),
      volume.getAttribute('max'),
      (volume as HTMLInputElement).value,
    ]).toEqual(['0', '100', '50']);
    const packs = within(dialog).getByRole('combobox', { name: 'Sound pack' });
    expect(
      within(packs)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Classic', 'Modern', 'Llama', '8-bit Retro', 'Zen']);
    expect(within(dialog).getByRole('switch', { name: 'Accessibility' })).toBeTruthy();
    const notation = within(dialog).getByRole('radiogroup', { name: 'Notation' });
    expect(
      within(notation)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Algebraic', 'Numeric']);
    for (const name of ['Board coordinates', 'Show legal moves', 'Move animations', 'Game chat'])
      expect(within(dialog).getByRole('switch', { name })).toBeTruthy();
  });

  it('applies a theme at once, as custom properties on :root', () => {
    open();
    fireEvent.click(screen.getByRole('radio', { name: 'Midnight' }));
    expect(getThemeSnapshot().appliedId).toBe('midnight');
    expect(rootVar('--board-dark')).toBe(BUILT_IN_THEMES[2]!.colors.boardDark);
    expect((screen.getByRole('radio', { name: 'Midnight' }) as HTMLInputElement).checked).toBe(true);
  });

  it('changes and keeps the sound settings', () => {
    open();
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '80' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sound pack' }), { target: { value: 'retro' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Sound' }));
    expect(getPreferences()).toMatchObject({ volume: 0.8, soundPack: 'retro', soundEnabled: false });
    expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('turns the accessibility mode, coordinates and notation on the root element', () => {
    open();
    fireEvent.click(screen.getByRole('switch', { name: 'Accessibility' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Board coordinates' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Numeric' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show legal moves' }));
    expect(document.documentElement.dataset).toMatchObject({
      a11y: 'on',
      coordinates: 'on',
      notation: 'numeric',
      moveHints: 'off',
    });
  });

  it('turns the game chat off and on, kept in the preferences', () => {
    open();
    const chat = screen.getByRole('switch', { name: 'Game chat' }) as HTMLInputElement;
    expect(chat.checked).toBe(true);
    fireEvent.click(chat);
    expect(getPreferences().gameChat).toBe(false);
    expect(chat.checked).toBe(false);
    fireEvent.click(chat);
    expect(getPreferences().gameChat).toBe(true);
  });

  it('closes on Escape', () => {
    const { onClose } = open();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});

describe('the custom theme editor', () => {
  it('previews live, refuses poor contrast, saves as custom-<name> and deletes it', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'New custom theme' }));
    const editor = screen.getByRole('group', { name: 'Custom theme' });
    const preview = screen.getByTestId('theme-preview');
    const save = within(editor).getByRole('button', { name: 'Save theme' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Sea Glass' } });
    expect(save.disabled).toBe(false);

    // The preview follows the pickers; the page does not until the theme is saved.
    fireEvent.change(within(editor).getByLabelText('Dark squares'), { target: { value: '#204050' } });
    expect(preview.style.getPropertyValue('--board-dark')).toBe('#204050');
    expect(rootVar('--board-dark')).toBe('');

    // Red pieces as dark as the black ones: not enough contrast, Save is refused.
    fireEvent.change(within(editor).getByLabelText('Red pieces'), { target: { value: '#1d1d1d' } });
    expect(within(editor).getByRole('status').textContent).toContain('red pieces against black pieces');
    expect(save.disabled).toBe(true);
    fireEvent.change(within(editor).getByLabelText('Red pieces'), { target: { value: '#ff5a4a' } });
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    expect(getThemeSnapshot().appliedId).toBe('custom-sea-glass');
    expect(rootVar('--board-dark')).toBe('#204050');
    expect((screen.getByRole('radio', { name: 'Sea Glass' }) as HTMLInputElement).checked).toBe(true);
    // Built-in themes have no Delete button; the custom one has.
    expect(screen.queryByRole('button', { name: 'Delete Classic' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Sea Glass' }));
    expect(screen.queryByRole('radio', { name: 'Sea Glass' })).toBeNull();
    expect(getThemeSnapshot().appliedId).toBe('default');
  });
});

describe('the Settings button', () => {
  it('opens the dialog, loaded on demand', async () => {
    render(<SettingsButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the sections the app hands in (the achievements grid)', async () => {
    render(<SettingsButton extra={<section aria-label="Achievements grid">grid</section>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' }, { timeout: 5000 });
    expect(within(dialog).getByRole('region', { name: 'Achievements grid' })).toBeTruthy();
  });
});
