import { ButtonLink } from '../../../../components/ui/ButtonLink';
import * as ja from '../../../../messages/ja';

/** Where to go after an e-mail action: log in, or the top page. */
export function HandlerLinks({ signIn = true }: { signIn?: boolean }) {
  return (
    <>
      {signIn && (
        <ButtonLink to="/sign_in" fullWidth>
          {ja.authHandler.toSignIn}
        </ButtonLink>
      )}
      <ButtonLink to="/" fullWidth variant={signIn ? 'outlined' : 'primary'}>
        {ja.authHandler.toTop}
      </ButtonLink>
    </>
  );
}
