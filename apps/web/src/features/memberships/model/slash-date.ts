const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 2026/12/21 in Japan time (the membership list's compact date). */
export function formatSlashDate(value: string | Date): string {
  return parts.format(typeof value === 'string' ? new Date(value) : value).replace(/-/g, '/');
}
