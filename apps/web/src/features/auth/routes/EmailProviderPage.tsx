import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import { ProviderDetail } from '../components/ProviderDetail';
import { useCurrentUser } from '../api/use-current-user';
import { providerRouteState } from '../model/provider-route-state';

/** E-mail login: change e-mail, change password (reset mail, Back returns here), unlink. */
export default function EmailProviderPage() {
  const { user } = useCurrentUser();
  const passed = providerRouteState(useLocation().state, 'password');
  const email = user?.email ?? passed?.email ?? null;
  return (
    <ProviderDetail providerId="password">
      <ButtonLink to="/email/update" state={{ email }} fullWidth variant="neutral">
        {ja.account.changeEmail}
      </ButtonLink>
      <ButtonLink to="/password/update" state={{ auth: true }} fullWidth variant="neutral">
        {ja.account.changePassword}
      </ButtonLink>
    </ProviderDetail>
  );
}
