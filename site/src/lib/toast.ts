/**
 * The site's toasts (platform §2.9, §8, §9): any module calls `toast({ title, ... })`; the
 * app mounts one toast stack that shows them one at a time.
 */
import { proxy } from 'valtio';

export type ToastTone = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  /** 'destructive' is the spec's destructive style (e.g. 'Registro realizado, mas com problemas'). */
  tone?: ToastTone;
  /** Defaults to the spec's 5000 ms. */
  durationMs?: number;
}

export interface QueuedToast extends ToastInput {
  id: number;
}

/** Toasts waiting to be shown by the mounted stack, oldest first. */
export const toastQueue = proxy<{ items: QueuedToast[] }>({ items: [] });

let nextId = 1;

export function toast(input: ToastInput): void {
  toastQueue.items.push({ ...input, id: nextId++ });
}
