// Every user-facing string of the web app, one module per screen area: import it as
// `import * as ja from '.../messages/ja'` so each lazy screen's chunk carries only the sections it
// reads (a section used by several screens lands in a shared chunk). Functions build the sentences
// that embed values.
export const appName = 'VFan';
export { common } from './ja/common';
export { validation } from './ja/validation';
export { fields } from './ja/fields';
export { landing } from './ja/landing';
export { signIn } from './ja/sign-in';
export { authErrors } from './ja/auth-errors';
export { signUp } from './ja/sign-up';
export { passwordReset } from './ja/password-reset';
export { authHandler } from './ja/auth-handler';
export { account } from './ja/account';
export { accountDeletion } from './ja/account-deletion';
export { home } from './ja/home';
export { maintenance } from './ja/maintenance';
export { terms } from './ja/terms';
export { card } from './ja/card';
export { renewal } from './ja/renewal';
export { points } from './ja/points';
export { paymentServicesAct } from './ja/payment-services-act';
export { pointPayment } from './ja/point-payment';
export { paymentResult } from './ja/payment-result';
export { paymentHistory } from './ja/payment-history';
export { promotion } from './ja/promotion';
export { memberships } from './ja/memberships';
export { memberCards } from './ja/member-cards';
export { membershipPayment } from './ja/membership-payment';
export { membershipManagement } from './ja/membership-management';
export { konbiniSuccess } from './ja/konbini-success';
export { titles } from './ja/titles';
export { routerError } from './ja/router-error';
