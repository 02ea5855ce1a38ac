import * as ja from '../../messages/ja';

/** Brand mark (star in a rounded square) and wordmark, drawn inline: no external assets. */
export function Logo({ size = 40, light = false }: { size?: number; light?: boolean }) {
  const color = light ? '#fff' : 'var(--color-brand)';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size / 4, color }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill={light ? 'rgba(255,255,255,0.22)' : 'var(--color-brand)'} />
        <path
          d="M16 6.5l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L16 20.9l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
          fill="#fff"
        />
      </svg>
      <span style={{ fontSize: size * 0.7, fontWeight: 800, letterSpacing: '0.02em' }}>{ja.appName}</span>
    </span>
  );
}
