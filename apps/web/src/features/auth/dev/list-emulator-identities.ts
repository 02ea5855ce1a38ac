import { env } from '../../../lib/env';
import type { SocialProviderId } from '../model/social-provider';

export interface DevIdentity {
  sub: string;
  email: string;
}

interface EmulatorUser {
  providerUserInfo?: { providerId: string; rawId: string; email?: string }[];
}

/** The provider accounts the Auth Emulator already knows (its admin API accepts "Bearer owner"). */
export async function listEmulatorIdentities(providerId: SocialProviderId): Promise<DevIdentity[]> {
  const url = `${env.firebase.authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${env.firebase.projectId}/accounts:query`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ returnUserInfo: true }),
  });
  if (!response.ok) return [];
  const { userInfo = [] } = (await response.json()) as { userInfo?: EmulatorUser[] };
  return userInfo
    .flatMap((user) => user.providerUserInfo ?? [])
    .filter((info) => info.providerId === providerId && info.email)
    .map((info) => ({ sub: info.rawId, email: info.email! }));
}
