import { create } from 'zustand';
import { makeToast, type Toast, type ToastType } from '../layout.rules';

/** A toast on screen: the core toast (title, msg, type, delay) with the id the list keys on. */
export type ShownToast = Toast & { readonly id: number };

type ToastState = {
  toasts: readonly ShownToast[];
  /** Adds a toast (002 section 3); it is removed after its delay, 2000 ms unless given (002 section 4). */
  show: (t: { title?: string; msg: string; type?: ToastType; delay?: number }) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** The toasts of the page (one store for the whole app; the Toaster in the page shell draws them). */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (t) => {
    const toast: ShownToast = { ...makeToast(t), id: nextId++ };
    set({ toasts: [...get().toasts, toast] });
    setTimeout(() => get().dismiss(toast.id), toast.delay);
    return toast.id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((x) => x.id !== id) }),
}));

/** Shows a toast from anywhere (an event handler, a request's answer). */
export const showToast = (t: { title?: string; msg: string; type?: ToastType; delay?: number }): number =>
  useToastStore.getState().show(t);
