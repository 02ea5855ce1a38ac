import type { Services } from '../services';
import { registry } from '../lib/metrics';
import { authorised } from './admin';

/** GET /metrics in Prometheus text format, for the scraper only (bearer ADMIN_TOKEN). */
export async function metricsEndpoint(services: Services, request: Request): Promise<Response> {
  if (!authorised(services, request)) return new Response('unauthorised', { status: 401 });
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType } });
}
