import { describe, expect, it } from 'vitest';
import { landingAfterCheck, landingOf } from './landing';
import type { SavedSession } from './session';

const seat: SavedSession = {
  roomCode: 'ABC234',
  token: 't',
  playerId: 'p',
  isSpectator: false,
  color: 'red',
};
const watching: SavedSession = { ...seat, isSpectator: true, color: null };
const at = (search: string) => new URLSearchParams(search);

describe('where a page load lands', () => {
  it('opens a shared game in replay, whatever else was saved', () => {
    expect(landingOf({ params: at('?game=abc234'), saved: seat, aiSaved: true })).toEqual({
      kind: 'review',
      code: 'ABC234',
    });
    // A malformed code is not a game to open.
    expect(landingOf({ params: at('?game=abc'), saved: null, aiSaved: false })).toEqual({
      kind: 'home',
      forget: false,
    });
  });

  it("goes back to the saved seat from the room's address, player or spectator", () => {
    for (const saved of [seat, watching])
      expect(landingOf({ params: at('?code=ABC234'), saved, aiSaved: false })).toEqual({
        kind: 'room',
        session: saved,
      });
  });

  it('lands a spectator on the home page from the bare address, and forgets the seat', () => {
    expect(landingOf({ params: at(''), saved: watching, aiSaved: false })).toEqual({
      kind: 'home',
      forget: true,
    });
  });

  it("asks the server about a player's seat from the bare address: home when over, else the seat", () => {
    expect(landingOf({ params: at(''), saved: seat, aiSaved: false })).toEqual({
      kind: 'check',
      session: seat,
    });
    expect(landingAfterCheck(seat, true)).toEqual({ kind: 'home', forget: true });
    expect(landingAfterCheck(seat, false)).toEqual({ kind: 'room', session: seat });
    // No answer (offline): the seat is taken back, as a reload would.
    expect(landingAfterCheck(seat, null)).toEqual({ kind: 'room', session: seat });
  });

  it('goes on with the AI game only from its own address', () => {
    expect(landingOf({ params: at('?play=ai'), saved: null, aiSaved: true })).toEqual({ kind: 'ai' });
    // The bare address shows the home page, which offers the game.
    expect(landingOf({ params: at(''), saved: null, aiSaved: true })).toEqual({
      kind: 'home',
      forget: false,
    });
    // Nothing saved (it ended), or the address is for a room or an action: home, which acts on it.
    for (const search of ['?play=ai', '?play=ai&code=ABC234', '?play=ai&action=create'])
      expect(landingOf({ params: at(search), saved: null, aiSaved: search !== '?play=ai' })).toEqual({
        kind: 'home',
        forget: false,
      });
  });
});

describe("a tournament's address", () => {
  it('opens its page, before a saved seat is asked about', () => {
    for (const saved of [null, seat])
      expect(landingOf({ params: at('?tournament=t_9x'), saved, aiSaved: true })).toEqual({
        kind: 'tournament',
        id: 't_9x',
      });
  });

  it("leaves it to a room's address, and ignores an id of the wrong shape", () => {
    expect(landingOf({ params: at('?tournament=t1&code=ABC234'), saved: seat, aiSaved: false })).toEqual({
      kind: 'room',
      session: seat,
    });
    expect(landingOf({ params: at('?tournament=a%20b'), saved: null, aiSaved: false })).toEqual({
      kind: 'home',
      forget: false,
    });
  });
});
