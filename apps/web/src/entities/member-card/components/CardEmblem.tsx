import type { TierLevel } from '@fan/shared';
import { cardEmblem, type EmblemShape } from '../model/card-emblem';

const SHAPES: Record<EmblemShape, string> = {
  heart: 'M24 33s-10-6.2-10-13a5.6 5.6 0 0 1 10-3.4A5.6 5.6 0 0 1 34 20c0 6.8-10 13-10 13z',
  star: 'M24 9l3.9 8.2 9 1.1-6.6 6.2 1.7 8.9L24 29l-8 4.4 1.7-8.9-6.6-6.2 9-1.1z',
  crown: 'M12 30l-2-15 8 6 6-10 6 10 8-6-2 15z',
  gem: 'M17 12h14l6 7-13 14-13-14z',
};

/** The card image by tier level (see model/card-emblem.ts): a motif and pips on a ring. */
export function CardEmblem({ level }: { level: TierLevel }) {
  const emblem = cardEmblem(level);
  const gap = 4;
  const first = 24 - ((emblem.pips - 1) * gap) / 2;
  return (
    <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" data-emblem={emblem.level}>
      <circle
        cx="24"
        cy="24"
        r="21"
        fill="rgba(255,255,255,0.24)"
        stroke="rgba(255,255,255,0.8)"
        strokeWidth="2"
      />
      <path d={SHAPES[emblem.shape]} fill={emblem.fill} stroke="rgba(0,0,0,0.18)" strokeWidth="0.8" />
      {Array.from({ length: emblem.pips }, (_, i) => (
        <circle key={i} cx={first + i * gap} cy="38.5" r="1.4" fill="#fff" />
      ))}
    </svg>
  );
}
