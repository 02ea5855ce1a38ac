import type { MembershipActions } from '@fan/shared';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import * as ja from '../../../messages/ja';
import type { PlanAction } from '../model/plan-action-flow';

const ORDER: { action: PlanAction; variant: ButtonVariant }[] = [
  { action: 'register', variant: 'primary' },
  { action: 'upgrade', variant: 'primary' },
  { action: 'resume', variant: 'primary' },
  { action: 'downgrade', variant: 'outlined' },
  { action: 'cancel', variant: 'neutral' },
];

interface TierActionButtonsProps {
  actions: MembershipActions;
  disabled: boolean;
  onAction: (action: PlanAction) => void;
}

export function TierActionButtons({ actions, disabled, onAction }: TierActionButtonsProps) {
  return ORDER.filter(({ action }) => actions[action]).map(({ action, variant }) => (
    <Button key={action} variant={variant} fullWidth disabled={disabled} onClick={() => onAction(action)}>
      {ja.memberships.actions[action]}
    </Button>
  ));
}
