import { opsBuilder } from './builder';
// Each feature registers its types and fields on import.
import './audit.graphql';
import './catalog/catalog.graphql';
import './points/points.graphql';
import './promotions/promotions.graphql';
import './terms/terms.graphql';
import './maintenance/maintenance.graphql';
import './support/support.graphql';

export const opsSchema = opsBuilder.toSchema({ sortSchema: true });
