import { recordRefusedMutations } from './audit/audit-refusals';
import { recordRootReads } from './audit/audit-reads';
import { opsBuilder } from './graphql/builder';
// Each feature registers its types and fields on import.
import './access/operator.graphql';
import './setup/setup.graphql';
import './audit/audit.graphql';
import './catalog/catalog.graphql';
import './catalog/points/points.graphql';
import './promotions/promotions.graphql';
import './catalog/catalogue-pages.graphql';
import './terms/terms.graphql';
import './maintenance/maintenance.graphql';
import './support/support.graphql';
import './support/fan-pages.graphql';
import './dashboard/dashboard.graphql';
import './audit/audit-log.graphql';
import './approvals/approvals.graphql';
import './access/second-factor/second-factor.graphql';
import './reports/reports.graphql';
import './exports/exports.graphql';

// Every root query field notes its call and arguments for the read audit (audit-reads.ts).
export const opsSchema = recordRefusedMutations(recordRootReads(opsBuilder.toSchema({ sortSchema: true })));
