import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import * as styles from './Avatar.css';

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Up to two initials of a name ('Maria da Silva' → 'MS'). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 2 || /^[A-ZÀ-Ý]/.test(w));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? name];
  return picked
    .map((w) => (w ?? '').charAt(0))
    .join('')
    .toLocaleUpperCase('pt-BR');
}

/** A round picture of a person; their initials when there is no image or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  return (
    <ArkAvatar.Root className={[styles.root({ size }), className].filter(Boolean).join(' ')}>
      <ArkAvatar.Fallback className={styles.fallback}>{initialsOf(name)}</ArkAvatar.Fallback>
      {src ? <ArkAvatar.Image className={styles.image} src={src} alt={name} /> : null}
    </ArkAvatar.Root>
  );
}
