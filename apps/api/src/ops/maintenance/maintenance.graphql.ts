import { listOpenMaintenance, type MaintenanceWindow } from '../../modules/system/maintenance.repository';
import { opsBuilder as b } from '../graphql/builder';
import { inputMutation, time } from '../graphql/fields';
import { cancelMaintenance, endMaintenance, MAX_MAINTENANCE_HOURS, startMaintenance } from './maintenance';

const Window = b.objectRef<MaintenanceWindow>('MaintenanceWindow').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    projectId: t.exposeString('project_id', {
      nullable: true,
      description: 'The project it closes; null: platform-wide (every project), opened by automation.',
    }),
    platform: t.exposeString('platform'),
    windowStart: time(t, 'window_start'),
    windowEnd: time(t, 'window_end'),
  }),
});

const StartMaintenanceInput = b.inputType('StartMaintenanceInput', {
  fields: (t) => ({
    platform: t.string({ required: true, description: 'web, app or all' }),
    windowStart: t.field({ type: 'DateTime', description: 'unset: now; never in the past' }),
    windowEnd: t.field({
      type: 'DateTime',
      required: true,
      description: `at most ${MAX_MAINTENANCE_HOURS} hours after the start`,
    }),
  }),
});

b.queryFields((t) => ({
  maintenanceWindows: t.field({
    type: [Window],
    description:
      "Windows active now or to come that close this project's fans: its own and platform-wide ones.",
    resolve: (_r, _a, ctx) => listOpenMaintenance(ctx.db, ctx.projectId, ctx.now()),
  }),
}));

b.mutationFields((t) => ({
  startMaintenance: inputMutation(
    t,
    Window,
    StartMaintenanceInput,
    startMaintenance,
    `A window closing this project's fans (at most ${MAX_MAINTENANCE_HOURS} hours).`,
  ),
  endMaintenance: t.int({
    description: "Ends this project's windows active now (not platform-wide ones); answers how many.",
    resolve: (_r, _a, ctx) => endMaintenance(ctx),
  }),
  cancelMaintenance: t.field({
    type: Window,
    description: 'Cancels a window of this project that has not started (kept in the record, marked).',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => cancelMaintenance(ctx, a.id),
  }),
}));
