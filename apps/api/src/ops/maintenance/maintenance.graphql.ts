import { listOpenMaintenance, type MaintenanceWindow } from '../../modules/system/maintenance.repository';
import { opsBuilder as b } from '../builder';
import { endMaintenance, startMaintenance } from './maintenance';

const Window = b.objectRef<MaintenanceWindow>('MaintenanceWindow').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    platform: t.exposeString('platform'),
    windowStart: t.field({ type: 'DateTime', resolve: (w) => new Date(w.window_start) }),
    windowEnd: t.field({ type: 'DateTime', resolve: (w) => new Date(w.window_end) }),
  }),
});

const StartMaintenanceInput = b.inputType('StartMaintenanceInput', {
  fields: (t) => ({
    platform: t.string({ required: true, description: 'web, app or all' }),
    windowStart: t.field({ type: 'DateTime', description: 'unset: now' }),
    windowEnd: t.field({ type: 'DateTime', required: true }),
  }),
});

b.queryFields((t) => ({
  maintenanceWindows: t.field({
    type: [Window],
    description: 'Windows active now or to come (they apply to every project).',
    resolve: (_r, _a, ctx) => listOpenMaintenance(ctx.db, ctx.now()),
  }),
}));

b.mutationFields((t) => ({
  startMaintenance: t.field({
    type: Window,
    args: { input: t.arg({ type: StartMaintenanceInput, required: true }) },
    resolve: (_r, { input }, ctx) => startMaintenance(ctx, input),
  }),
  endMaintenance: t.int({
    description: 'Ends every window active now; answers how many.',
    resolve: (_r, _a, ctx) => endMaintenance(ctx),
  }),
}));
