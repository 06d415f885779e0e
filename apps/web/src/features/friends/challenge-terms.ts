// A challenge's game terms in words: its clock ('Blitz 5+3', 'Untimed', 'Correspondence, 2 days per
// move') and the colours as the reader plays them ('you play red', 'random colours'), joined by a
// middle dot. The speed is the protocol's, as My games filters by.
import {
  formatTimeControl,
  SPEED_NAMES,
  speedOf,
  type Challenge,
  type ChallengeColor,
  type TimeControl,
} from '@checkers/protocol';

/** The speed of a clock: Bullet, Blitz, Rapid or Classical. */
export function speedName(control: Extract<TimeControl, { kind: 'clock' }>): string {
  return SPEED_NAMES[speedOf(control)];
}

/** The clock in words: 'Untimed', 'Blitz 5+3', 'Correspondence, 1 day per move'. */
export function clockText(control: TimeControl): string {
  switch (control.kind) {
    case 'untimed':
      return 'Untimed';
    case 'clock':
      return `${speedName(control)} ${formatTimeControl(control)}`;
    case 'correspondence':
      return `Correspondence, ${formatTimeControl(control)} per move`;
  }
}

const other = (color: 'red' | 'black'): 'red' | 'black' => (color === 'red' ? 'black' : 'red');

/**
 * The colours as the reader plays them, from the colour the challenger asked for (or got):
 * 'you play red', 'you play black', or 'random colours'.
 */
export function colourText(challengerColor: ChallengeColor, readerIsChallenger: boolean): string {
  if (challengerColor === 'random') return 'random colours';
  return `you play ${readerIsChallenger ? challengerColor : other(challengerColor)}`;
}

/** Both terms as the challenger (or the challenged) reads them: 'Blitz 5+3 · you play red'. */
export function challengeTermsText(
  challenge: Pick<Challenge, 'time_control' | 'color'>,
  readerIsChallenger: boolean,
): string {
  return `${clockText(challenge.time_control)} · ${colourText(challenge.color, readerIsChallenger)}`;
}
