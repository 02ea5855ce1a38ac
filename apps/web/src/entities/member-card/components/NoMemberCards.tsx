import { ButtonLink } from '../../../components/ui/ButtonLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import * as ja from '../../../messages/ja';

export function NoMemberCards() {
  return (
    <EmptyState
      title={ja.memberCards.empty}
      action={
        <ButtonLink to="/memberships" fullWidth>
          {ja.memberCards.toMemberships}
        </ButtonLink>
      }
    >
      {ja.memberCards.emptyBody}
    </EmptyState>
  );
}
