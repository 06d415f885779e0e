import { describe, expect, it } from 'vitest';
import { advantageText } from './compare-advantage';
import { entry } from './test-fixtures';

const compare = (gap: number) => ({
  player1: entry(1, { display_name: 'Ada' }),
  player2: entry(2, { display_name: 'Bob' }),
  rating_difference: gap,
});

describe('the compare advantage', () => {
  it('names an advantage only when the gap is over 50', () => {
    expect(advantageText(compare(50))).toBeNull();
    expect(advantageText(compare(-50))).toBeNull();
    expect(advantageText(compare(0))).toBeNull();
    expect(advantageText(compare(51))).toBe('Ada has the advantage (+51)');
    expect(advantageText(compare(-120))).toBe('Bob has the advantage (+120)');
  });
});
