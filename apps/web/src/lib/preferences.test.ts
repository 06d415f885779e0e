// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { resetNotationForTests, setNotation } from './notation-preference';
import {
  DEFAULT_PREFERENCES,
  ROOT_DATA_KEY,
  getPreferences,
  initPreferences,
  parsePreferences,
  resetPreferencesForTests,
  setPreferences,
} from './preferences';
import { VIBRATION_OF } from './sound-packs';
import { vibrateFor } from './sound';

beforeEach(() => {
  localStorage.clear();
  resetPreferencesForTests();
  resetNotationForTests();
});

describe('preferences', () => {
  it('default to sound on at volume 0.5 with the Classic pack', () => {
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.volume).toBe(0.5);
  });

  it('clamp the volume to 0-1 and ignore unknown packs', () => {
    setPreferences({ volume: 3 });
    expect(getPreferences().volume).toBe(1);
    setPreferences({ volume: -1 });
    expect(getPreferences().volume).toBe(0);
    expect(parsePreferences({ soundPack: 'dubstep', volume: 'loud' }).soundPack).toBe('classic');
  });

  it('auto-save AI games by default, and keep the board at 8x8', () => {
    expect(getPreferences()).toMatchObject({ autoSave: true, boardSize: 8 });
    setPreferences({ autoSave: false });
    resetPreferencesForTests();
    expect(getPreferences().autoSave).toBe(false);
    expect(parsePreferences({ boardSize: 10, autoSave: 'yes' })).toMatchObject({
      boardSize: 8,
      autoSave: true,
    });
  });

  it('show the game chat by default, and keep it off once turned off', () => {
    expect(getPreferences().gameChat).toBe(true);
    setPreferences({ gameChat: false });
    resetPreferencesForTests();
    expect(getPreferences().gameChat).toBe(false);
    expect(parsePreferences({ gameChat: 'no' }).gameChat).toBe(true);
  });

  it('survive a reload', () => {
    setPreferences({ soundPack: 'zen', accessibility: true });
    resetPreferencesForTests();
    expect(getPreferences()).toMatchObject({ soundPack: 'zen', accessibility: true });
  });

  it('set data attributes on :root, kept with the notation, and saved for theme-init.js', () => {
    initPreferences();
    setPreferences({ showCoordinates: true, animations: false, accessibility: true, showMoveHints: false });
    const root = document.documentElement.dataset;
    expect(root).toMatchObject({ coordinates: 'on', animations: 'off', a11y: 'on', moveHints: 'off' });
    setNotation('numeric');
    expect(root.notation).toBe('numeric');
    expect(JSON.parse(localStorage.getItem(ROOT_DATA_KEY)!)).toMatchObject({
      notation: 'numeric',
      a11y: 'on',
    });
  });

  it('vibrate 50, 100 or 200 ms where the device can', () => {
    expect(VIBRATION_OF).toEqual({
      move: 50,
      capture: 100,
      king: 100,
      win: 200,
      lose: 200,
      draw: 200,
      lowTime: 100,
    });
    const calls: number[] = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (ms: number) => calls.push(ms) > 0,
    });
    vibrateFor('capture');
    vibrateFor('win');
    setPreferences({ vibration: false });
    vibrateFor('move');
    expect(calls).toEqual([100, 200]);
  });
});
