// Streaks of daily puzzles: the days solved in a row, counted in whole UTC days.

const DAY_MS = 86_400_000;

/** Days solved in a row: the run ending today (or yesterday, today not solved yet) and the longest. */
export function streaks(
  solvedDays: readonly string[],
  today: string,
): { current_streak: number; best_streak: number } {
  const days = [...new Set(solvedDays.map((d) => Math.round(Date.parse(d) / DAY_MS)))].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  for (let i = 0; i < days.length; i++) {
    run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1;
    best = Math.max(best, run);
  }
  const now = Math.round(Date.parse(today) / DAY_MS);
  const set = new Set(days);
  let current = 0;
  for (let day = set.has(now) ? now : now - 1; set.has(day); day--) current++;
  return { current_streak: current, best_streak: best };
}
