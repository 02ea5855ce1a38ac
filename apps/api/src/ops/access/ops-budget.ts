import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { countHits } from '../../graphql/rate-limit/counter';
import { RATE_LIMITED_MESSAGE, rateLimitSettings } from '../../graphql/rate-limit/rate-limits';
import { addressGroup } from '../../lib/address-group';
import { appError, type DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { currentScope } from '../../lib/request-scope';

/**
 * /ops/graphql's own budget (RATE_LIMIT_OPS a window per client address, an IPv6 /64): every request,
 * counted before the caller is identified, so a flood of tries never reaches the identity service and
 * fans' traffic does not spend it. Counted in the window rows the fans' budgets use (other keys); the
 * fans' plugin prunes them. Returns the refusal of a request over budget, else null.
 */
export function opsBudget(services: Services): () => Promise<DomainError | null> {
  const settings = rateLimitSettings(services.config);
  return async () => {
    const address = currentScope()?.clientAddress;
    if (!settings || settings.ops === 0 || !address) return null;
    let hit;
    try {
      [hit] = await countHits(services.db, [`ops:${addressGroup(address)}`], settings.windowSeconds);
    } catch (error) {
      // The database is what every operator call needs next; its own coded error follows there.
      logger.warn({ err: error }, 'ops rate limit count failed');
      return null;
    }
    if (!hit || hit.hits <= settings.ops) return null;
    return appError(ErrorCode.RateLimited, RATE_LIMITED_MESSAGE, { retryAfter: hit.retryAfter });
  };
}
