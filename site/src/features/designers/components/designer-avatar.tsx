import { avatarInitials } from '@arte-gospel/domain';
import { useState } from 'react';
import * as styles from './designers.css';

/** The designer's photo, or the initials when there is none or it fails. */
export function DesignerAvatar({ name, src }: { name: string; src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.avatar} aria-hidden="true">
      {src && !failed ? (
        <img className={styles.avatarImage} src={src} alt="" onError={() => setFailed(true)} />
      ) : (
        avatarInitials(name)
      )}
    </span>
  );
}
