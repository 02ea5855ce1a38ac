import type { SVGProps } from 'react';

type LineIconProps = Pick<SVGProps<SVGPathElement>, 'strokeLinecap' | 'strokeLinejoin'> & {
  /** The line, drawn on a 24-unit square in the text's colour. */
  d: string;
  size: number;
  strokeWidth?: number;
  className?: string;
};

/**
 * A decorative line icon (the name or label is always next to it). Page's back arrow and the home
 * menu keep theirs inline: on home's first load this module would be a chunk of its own (0.2 kB).
 */
export function LineIcon({ d, size, strokeWidth = 2, className, ...line }: LineIconProps) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} fill="none" stroke="currentColor" strokeWidth={strokeWidth} {...line} />
    </svg>
  );
}
