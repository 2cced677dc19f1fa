import { create } from 'zustand';
import { notificationPreferencesApi } from '../../../lib/notification-preferences-api';

/**
 * The updates count of the nav badge (002 section 4): loaded from GET notifications/preferences once per
 * page load, and set again from every answer that carries it (GET notifications, last-seen).
 */
type UpdatesState = {
  /** null until the first answer. */
  count: number | null;
  /** Whether this page load has asked the server already. */
  requested: boolean;
  setCount: (count: number) => void;
};

export const useUpdatesStore = create<UpdatesState>()((set) => ({
  count: null,
  requested: false,
  setCount: (count) => set({ count }),
}));

/** Asks the server for the updates count, once per page load (later calls do nothing). */
export const loadUpdatesCountOnce = async (): Promise<void> => {
  if (useUpdatesStore.getState().requested) return;
  useUpdatesStore.setState({ requested: true });
  try {
    const reply = await notificationPreferencesApi.get();
    useUpdatesStore.getState().setCount(reply.totalUpdatesAvailable);
  } catch {
    // No badge when the count cannot be read; the next page load asks again.
  }
};

/** Forgets the count (tests; a sign-out). */
export const resetUpdatesStore = (): void => useUpdatesStore.setState({ count: null, requested: false });
