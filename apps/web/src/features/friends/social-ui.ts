// Which social panel is open: the toggle buttons (first load), the lazy panels and the user
// socket's notifications ("View" on a challenge) share it. One panel at a time.
import { create } from 'zustand';

export type SocialPanel = 'friends' | 'challenges';

interface SocialUiState {
  open: SocialPanel | null;
}

export const useSocialUi = create<SocialUiState>()(() => ({ open: null }));

export const openPanel = (panel: SocialPanel): void => useSocialUi.setState({ open: panel });
export const closePanels = (): void => useSocialUi.setState({ open: null });
export const togglePanel = (panel: SocialPanel): void =>
  useSocialUi.setState((s) => ({ open: s.open === panel ? null : panel }));
