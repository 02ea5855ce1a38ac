import type { VerifiedIdentity } from '../integrations/firebase/verify-id-token';
import { findListenerForViewer } from '../modules/listeners/follow-identity-email';
import type { ListenerRow } from '../modules/listeners/listeners.repository';
import { gateCache } from '../modules/system/gate-cache';
import { unauthenticated } from '../lib/domain-error';
import { perRequestStore, type RequestStore } from '../lib/per-request';
import type { Services } from '../services';
import { PROJECT_HEADER } from '@fan/shared';

export interface Context extends Services, RequestStore {
  viewer: VerifiedIdentity | null;
  /** The bearer ID token the viewer was verified from (checked again before a mutation). */
  idToken: string | null;
  /** The tenant named by the project header, when it exists. */
  projectId: string | null;
  platform: 'web' | 'app';
  /** The signed-in listener of this project, or null (memoised per request). */
  listener(): Promise<ListenerRow | null>;
  /** The listener, or UNAUTHENTICATED. */
  requireListener(): Promise<ListenerRow>;
}

export async function buildContext(services: Services, request: Request): Promise<Context> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const [viewer, project] = await Promise.all([
    token ? services.identity.verify(token) : null,
    gateCache(services).project(request.headers.get(PROJECT_HEADER) ?? ''),
  ]);
  const projectId = project?.id ?? null;
  let memo: Promise<ListenerRow | null> | undefined;
  const listener = () =>
    (memo ??=
      viewer && projectId && viewer.emailVerified
        ? findListenerForViewer(services, projectId, viewer)
        : Promise.resolve(null));
  return {
    ...services,
    viewer,
    idToken: viewer ? token! : null,
    projectId,
    platform: request.headers.get('x-platform') === 'app' ? 'app' : 'web',
    listener,
    async requireListener() {
      const row = await listener();
      if (!row) throw unauthenticated();
      return row;
    },
    perRequest: perRequestStore(),
  };
}
