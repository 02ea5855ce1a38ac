import { env } from '../../../lib/env';

export interface DevMail {
  requestType: string;
  /** The link opened in our own /auth/handler, as the production e-mail template's action URL does. */
  handlerPath: string;
}

/** Where the Auth Emulator keeps the e-mails it would send (JSON; development only). */
export function emulatorInboxUrl(): string {
  return `${env.firebase.authEmulatorUrl}/emulator/v1/projects/${env.firebase.projectId}/oobCodes`;
}

const MODES: Record<string, string> = {
  VERIFY_EMAIL: 'verifyEmail',
  PASSWORD_RESET: 'resetPassword',
  VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
  RECOVER_EMAIL: 'recoverEmail',
};

/** The e-mail actions the emulator "sent" to this address, newest first. */
export async function listEmulatorMail(email: string): Promise<DevMail[]> {
  const response = await fetch(emulatorInboxUrl());
  if (!response.ok) return [];
  const { oobCodes = [] } = (await response.json()) as {
    oobCodes?: { email: string; requestType: string; oobCode: string }[];
  };
  return oobCodes
    .filter((c) => c.email === email && MODES[c.requestType])
    .reverse()
    .map((c) => ({
      requestType: c.requestType,
      handlerPath: `/auth/handler?mode=${MODES[c.requestType]}&oobCode=${encodeURIComponent(c.oobCode)}`,
    }));
}
