import { recordRefusedMutations } from './audit-refusals';
import { recordRootReads } from './audit-reads';
import { opsBuilder } from './builder';
// Each feature registers its types and fields on import.
import './audit.graphql';
import './catalog/catalog.graphql';
import './points/points.graphql';
import './promotions/promotions.graphql';
import './catalogue-pages.graphql';
import './terms/terms.graphql';
import './maintenance/maintenance.graphql';
import './support/support.graphql';
import './support/fan-pages.graphql';
import './dashboard/dashboard.graphql';
import './audit-log/audit-log.graphql';
import './approvals/approvals.graphql';
import './second-factor/second-factor.graphql';
import './reports/reports.graphql';
import './exports/exports.graphql';

// Every root query field notes its call and arguments for the read audit (audit-reads.ts).
export const opsSchema = recordRefusedMutations(recordRootReads(opsBuilder.toSchema({ sortSchema: true })));
