/**
 * Every action an audit row can name: the console's filter and the audit log's readers match on these
 * strings, so a new one is added here, where a typo fails the typecheck instead of a search.
 */
export type ArchivableTarget = 'creator' | 'tier' | 'pointType';

export type AuditAction =
  // catalogue
  | 'createCreator'
  | 'updateCreator'
  | 'createTier'
  | 'updateTier'
  | 'setTierPrice'
  | 'createPointType'
  | 'createPointPackage'
  | 'archivePointPackage'
  | `${'archive' | 'unarchive'}${Capitalize<ArchivableTarget>}`
  // promotions, terms, maintenance
  | 'createPromotionCode'
  | 'endPromotionCode'
  | 'publishTerms'
  | 'startMaintenance'
  | 'endMaintenance'
  | 'cancelMaintenance'
  // support and approvals
  | 'grantPoints'
  | 'refundPointPurchase'
  | 'deleteFanAccount'
  | 'approveRequest'
  | 'rejectRequest'
  // access and set-up
  | 'setUpProject'
  | 'grantOperator'
  | 'revokeOperator'
  | 'issueEnrollmentCode'
  | 'beginSecondFactorEnrollment'
  | 'activateSecondFactor'
  | 'startOperatorSession'
  | 'endOperatorSession'
  | 'resetSecondFactor'
  | 'endAllOperatorSessions'
  // what the endpoint records of itself: the root fields read, and a mutation refused
  | `read:${string}`
  | `refused:${string}`;
