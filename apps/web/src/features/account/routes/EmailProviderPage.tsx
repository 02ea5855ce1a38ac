import { ButtonLink } from '../../../components/ui/ButtonLink';
import { ja } from '../../../messages/ja';
import { ProviderDetail } from '../components/ProviderDetail';

/** E-mail login: change e-mail, change password (reset mail, Back returns here), unlink. */
export default function EmailProviderPage() {
  return (
    <ProviderDetail providerId="password">
      <ButtonLink to="/email/update" fullWidth variant="neutral">
        {ja.account.changeEmail}
      </ButtonLink>
      <ButtonLink to="/password/update" state={{ auth: true }} fullWidth variant="neutral">
        {ja.account.changePassword}
      </ButtonLink>
    </ProviderDetail>
  );
}
