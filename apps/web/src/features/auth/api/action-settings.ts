import type { ActionCodeSettings } from 'firebase/auth';

/**
 * Where the e-mail links continue to. The links themselves open /auth/handler: in production the
 * Firebase e-mail templates' action URL is set to https://<app>/auth/handler; the emulator serves
 * its own page instead, and tests open /auth/handler with the code directly.
 */
export function actionSettings(): ActionCodeSettings {
  return { url: `${window.location.origin}/sign_in` };
}
