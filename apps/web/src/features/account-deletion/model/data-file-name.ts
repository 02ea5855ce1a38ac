/** The download's file name, dated in Japan time: vfan-data-2026-12-02.json. */
export function dataFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(now);
  return `vfan-data-${day}.json`;
}
