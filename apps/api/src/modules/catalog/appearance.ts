// Generated avatar and package images as SVG data URIs: no binary assets, nothing fetched.
export function avatarSvg(initials: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="48" cy="48" r="48" fill="url(#g)"/><text x="48" y="58" font-family="sans-serif" font-size="30" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function coinSvg(count: number, color: string): string {
  const coins = Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${30 + i * 9}" cy="${58 - i * 6}" r="22" fill="${color}" stroke="#fff" stroke-width="3"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">${coins}<text x="${30 + (count - 1) * 9}" y="${66 - (count - 1) * 6}" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">P</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
