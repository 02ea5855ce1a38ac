import type { StoredAccount } from '../../integrations/firebase/verify-id-token';

/** What the granting administrator is shown of the account before it gets the role. */
export function describeAccount(account: StoredAccount) {
  return {
    uid: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    createdAt: account.createdAt,
    providers: account.providers,
  };
}

/**
 * Whoever holds an e-mail is not necessarily the person meant: the role goes only to an account whose
 * e-mail is verified, and that the administrator made in this command or confirmed by its uid after
 * seeing when it was created and how it signs in (an account made yesterday by a stranger with the
 * colleague's address, and verified later, does not slip through).
 */
export function refusalToGrant(
  account: StoredAccount,
  how: { created: boolean; confirmUid?: string },
): string | null {
  const seen = `${account.email}: uid ${account.uid}, created ${account.createdAt}, providers ${account.providers.join(', ') || 'none'}`;
  if (!account.emailVerified)
    return `${seen}: its e-mail address is not verified; only a verified account can be an operator`;
  if (!how.created && how.confirmUid !== account.uid)
    return `${seen}. Check this is the person you mean, then run again with --confirm ${account.uid}`;
  return null;
}
