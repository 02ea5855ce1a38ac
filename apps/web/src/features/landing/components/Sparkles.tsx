/** Decorative stars over the landing gradient (the spec's background image, drawn inline). */
export function Sparkles() {
  const stars = [
    { x: 40, y: 60, s: 10 },
    { x: 300, y: 140, s: 14 },
    { x: 250, y: 40, s: 7 },
    { x: 90, y: 220, s: 6 },
    { x: 330, y: 300, s: 9 },
  ];
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 375 360"
      preserveAspectRatio="xMidYMin slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: 360, pointerEvents: 'none' }}
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
