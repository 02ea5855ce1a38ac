import styles from './CreatorAvatar.module.css';

/** A creator's round icon; decorative, since the name is always shown next to it. */
export function CreatorAvatar({ src, size = 48 }: { src: string; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {src && <img src={src} alt="" width={size} height={size} loading="lazy" />}
    </span>
  );
}
