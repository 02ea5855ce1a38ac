import type { TierLevel } from '@fan/shared';

/** The card image by tier level: a star medal for paid tiers, a heart for the free plan. */
export function CardEmblem({ level }: { level: TierLevel }) {
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true">
      <circle
        cx="24"
        cy="24"
        r="21"
        fill="rgba(255,255,255,0.28)"
        stroke="rgba(255,255,255,0.8)"
        strokeWidth="2"
      />
      {level === 'free' ? (
        <path
          d="M24 35s-10-6.2-10-13a5.6 5.6 0 0 1 10-3.4A5.6 5.6 0 0 1 34 22c0 6.8-10 13-10 13z"
          fill="#fff"
        />
      ) : (
        <path d="M24 11l3.9 8.2 9 1.1-6.6 6.2 1.7 8.9L24 31l-8 4.4 1.7-8.9-6.6-6.2 9-1.1z" fill="#fff" />
      )}
    </svg>
  );
}
