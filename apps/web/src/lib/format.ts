// Display formatting: yen and Japan-time dates (instants are UTC; the UI shows Asia/Tokyo).
import { HOUR_MINUTE, jstFormat } from '@fan/web-kit/format';

export { formatYen } from '@fan/web-kit/format';

const DATE = { year: 'numeric', month: 'long', day: 'numeric' } as const;

/** 2026年11月21日 18:00 in Japan time. */
export const formatJstDateTime = jstFormat({ ...DATE, ...HOUR_MINUTE });

/** 2026年11月21日 in Japan time. */
export const formatJstDate = jstFormat(DATE);
