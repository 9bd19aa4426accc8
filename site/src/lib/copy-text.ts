import { toast } from './toast';

/**
 * Copies `text` and says so (`copied`, a success toast); where the browser refuses the
 * clipboard, a toast titled `copyByHand` shows the text to copy by hand.
 */
export async function copyWithToast(text: string, copied: string, copyByHand: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: copied, tone: 'success' });
  } catch {
    toast({ title: copyByHand, description: text });
  }
}
