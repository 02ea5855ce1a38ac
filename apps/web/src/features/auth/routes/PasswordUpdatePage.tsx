import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/ui/ComingSoon';
import { ja } from '../../../messages/ja';

/** PLACEHOLDER: replaced by a later issue. Back depends on state.auth (spec section 2). */
export default function PasswordUpdatePage() {
  const state = useLocation().state as { auth?: boolean } | null;
  return (
    <ComingSoon
      title={ja.titles.passwordUpdate}
      backTo={state?.auth ? '/account_settings/providers' : '/sign_in'}
    />
  );
}
