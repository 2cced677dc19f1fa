import { create } from 'zustand';

/**
 * Shell state other features may set:
 * - `signedIn`: the accounts feature sets it; the nav then hides LOG IN / JOIN (the signed-in
 *   navigation differs, 000 section 2) and the phone checkout's "search or join" button becomes a search button;
 * - `titleOverride`: a page's own title (see `usePageTitle`), kept only for the path it was set on.
 */
type ShellState = {
  signedIn: boolean;
  titleOverride: { path: string; title: string } | null;
  setSignedIn: (signedIn: boolean) => void;
  setTitleOverride: (override: { path: string; title: string } | null) => void;
};

export const useShellStore = create<ShellState>()((set) => ({
  signedIn: false,
  titleOverride: null,
  setSignedIn: (signedIn) => set({ signedIn }),
  setTitleOverride: (titleOverride) => set({ titleOverride }),
}));
