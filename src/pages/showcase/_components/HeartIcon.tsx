import type { ReactNode } from 'react';
import styles from '../styles.module.css';

/** Decorative heart of the favourites controls; the control itself carries the label. */
export default function HeartIcon({
  filled,
  size = 20,
}: {
  filled: boolean;
  size?: number;
}): ReactNode {
  return (
    <svg
      className={styles.heartIcon}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 7.9 3.4 4.5 6.9 4.5c2.1 0 3.6 1.2 5.1 3 1.5-1.8 3-3 5.1-3 3.5 0 5.6 3.4 4.3 6.7-1.9 4.7-9.4 9.3-9.4 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
