import { describe, expect, it } from 'vitest';
import { game, swiss, tournament } from '../test-fixtures';
import { waitingText } from './join-controls';

describe('what a player in a tournament waits for', () => {
  it('waits for the start, an arena’s next opponent, a Swiss event’s next round', () => {
    expect(waitingText(swiss({ status: 'upcoming', round: 0 }), [], 'u1')).toBe(
      'You are in. Your first game starts with the tournament.',
    );
    expect(waitingText(tournament(), [], 'u1')).toBe('Waiting for your next opponent…');
    const played = [game({ round: 2, red_id: 'u3', black_id: 'u1' })];
    expect(waitingText(swiss(), played, 'u1')).toBe('Waiting for the next round…');
  });

  it('tells a Swiss player with no game in the round of the bye and its points', () => {
    const others = [game({ round: 2, red_id: 'u2', black_id: 'u3' }), game({ round: 1, red_id: 'u1' })];
    expect(waitingText(swiss(), others, 'u1')).toBe(
      'You have a bye this round (2 points). Waiting for the next round…',
    );
    expect(waitingText(swiss({ ballots: false }), others, 'u1')).toBe(
      'You have a bye this round (1 point). Waiting for the next round…',
    );
  });
});
