// My games lists a guest's finished games from the local data, read when the list opens (the
// local data's code loads then, not with the home page).
export const loadLocalGames = async () =>
  (await import('./features/local-data/local-data')).getLocalData().gameHistory;
