// How the catalogue looks when an operator uploads nothing: generated SVG data URIs (no binary
// assets, nothing fetched) and the colour of each membership tier level.

/** A membership tier's colour by level; an unknown level takes bronze's. */
export const LEVEL_COLORS: Record<string, string> = {
  free: '#9aa5b1',
  bronze: '#b87333',
  silver: '#a8a9ad',
  gold: '#d4af37',
  red: '#e53935',
  orange: '#fb8c00',
  yellow: '#fdd835',
  green: '#43a047',
  blue: '#1e88e5',
  indigo: '#3949ab',
  purple: '#8e24aa',
  pink: '#ec407a',
};

export function levelColor(level: string): string {
  return LEVEL_COLORS[level] ?? LEVEL_COLORS.bronze!;
}

/** A creator's generated icon: their initials on a gradient (from, to). */
export function creatorIcon(englishName: string, [from, to] = ['#7a5cff', '#ff7eb3']): string {
  const initials = englishName
    .split(/\s+/)
    // By code point: an emoji's first UTF-16 unit alone is half a character PostgreSQL refuses.
    .map((w) => Array.from(w)[0] ?? '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return avatarSvg(initials, from, to);
}

const COIN = '#f5a623';

/** A kind of point's generated image: one coin. */
export function pointTypeImage(): string {
  return coinSvg(1, COIN);
}

/** A point package's generated image: coins piled by its place in the list (at most four). */
export function pointPackageImage(place: number): string {
  return coinSvg(Math.min(place, 4), COIN);
}

function avatarSvg(initials: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><text x="48" y="58" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

function coinSvg(count: number, color: string): string {
  const coins = Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${30 + i * 9}" cy="${58 - i * 6}" r="22" fill="${color}" stroke="#fff" stroke-width="3"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">${coins}<text x="${30 + (count - 1) * 9}" y="${66 - (count - 1) * 6}" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">P</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
