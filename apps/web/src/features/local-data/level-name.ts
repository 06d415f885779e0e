// An AI level's name as the players read it ('Easy', 'Llama Master'), for the AI's name in the
// history and a saved game's name.
export const levelName = (level: string): string =>
  level === 'llama-master' ? 'Llama Master' : level.charAt(0).toUpperCase() + level.slice(1);
