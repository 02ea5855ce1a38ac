// The audit log's filters as the URL keeps them (shareable, kept on reload) and as the API takes them.
export interface AuditFilters {
  operator: string;
  action: string;
  changesOnly: boolean;
  /** JST calendar days, both included (YYYY-MM-DD); empty: open. */
  from: string;
  to: string;
}

export function filtersFrom(params: URLSearchParams): AuditFilters {
  return {
    operator: params.get('operator') ?? '',
    action: params.get('action') ?? '',
    changesOnly: params.get('changesOnly') === '1',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

export function filtersToParams(filters: AuditFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.operator.trim()) out.operator = filters.operator.trim();
  if (filters.action.trim()) out.action = filters.action.trim();
  if (filters.changesOnly) out.changesOnly = '1';
  if (filters.from) out.from = filters.from;
  if (filters.to) out.to = filters.to;
  return out;
}

/** The API's variables: a JST day starts at 00:00 JST; `to` is the start of the day after (not included). */
export function auditVariables(filters: AuditFilters) {
  const dayStart = (day: string, plusDays = 0) => {
    const start = new Date(`${day}T00:00:00+09:00`);
    return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
  };
  return {
    operator: filters.operator.trim() || null,
    action: filters.action.trim() || null,
    changesOnly: filters.changesOnly || null,
    from: filters.from ? dayStart(filters.from) : null,
    to: filters.to ? dayStart(filters.to, 1) : null,
  };
}
