/** The running API's private listener (/admin/*, /metrics): ADMIN_API_URL, ADMIN_LISTEN or API_PORT + 100. */
export function adminApiUrl(env?: Record<string, string | undefined>): string;
