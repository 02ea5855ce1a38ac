/**
 * Decorative stars over the landing gradient (the spec's background image, drawn inline). They stay in
 * the band above the tagline and beside the logo, so none sits on text at 320 or 375 px.
 */
export function Sparkles() {
  const stars = [
    { x: 44, y: 20, s: 7 },
    { x: 205, y: 30, s: 5 },
    { x: 262, y: 52, s: 8 },
    { x: 322, y: 96, s: 12 },
  ];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 375 120"
      preserveAspectRatio="xMidYMin slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: 120, pointerEvents: 'none' }}
    >
      {stars.map(({ x, y, s }) => (
        <path
          key={`${x}-${y}`}
          d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z`}
          fill="rgba(255,255,255,0.85)"
        />
      ))}
    </svg>
  );
}
