import type { DeletionPreview } from '../api/account-deletion-documents';

/** The preview split as the page says it: web memberships end now, iOS ones continue in the App Store. */
export function deletionFacts(preview: DeletionPreview) {
  const web = preview.memberships.filter((m) => m.platform !== 'ios');
  const ios = preview.memberships.filter((m) => m.platform === 'ios');
  const points = preview.points.filter((p) => p.paid > 0 || p.free > 0);
  return { web, ios, points, card: preview.savedCard };
}
