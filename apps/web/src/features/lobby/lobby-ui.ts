// Whether the AI level picker is open: Play vs AI opens it, and so does a join or a create that could
// not reach the server (the offer of a game that needs no network).
import { create } from 'zustand';

interface LobbyUi {
  choosingLevel: boolean;
}

export const useLobbyUi = create<LobbyUi>()(() => ({ choosingLevel: false }));

export const openLevelPicker = (): void => useLobbyUi.setState({ choosingLevel: true });
export const closeLevelPicker = (): void => useLobbyUi.setState({ choosingLevel: false });

/** A notice's action offering a game against the AI when the server could not be reached. */
export const offerAi = (unreachable: boolean) =>
  unreachable ? { label: 'Play vs AI', run: openLevelPicker } : undefined;
