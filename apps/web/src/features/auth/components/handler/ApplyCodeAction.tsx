import { Loading } from '../../../../components/ui/Loading';
import * as ja from '../../../../messages/ja';
import { useOnceResult } from '../../api/use-once-result';
import { ResultNotice } from '../ResultNotice';
import { HandlerLinks } from './HandlerLinks';

interface Props {
  actionKey: string;
  run: () => Promise<string | void>;
  doneTitle: string;
  doneBody: (value: string) => string;
  failedTitle: string;
}

/** Applies an e-mail action code as the page opens, then shows success or failure. */
export function ApplyCodeAction({ actionKey, run, doneTitle, doneBody, failedTitle }: Props) {
  const result = useOnceResult(actionKey, run);
  if (result.status === 'pending') return <Loading />;
  if (result.status === 'failed')
    return (
      <ResultNotice
        kind="failure"
        title={failedTitle}
        body={ja.authHandler.linkInvalid}
        actions={<HandlerLinks />}
      />
    );
  return (
    <ResultNotice
      kind="success"
      title={doneTitle}
      body={doneBody(result.value ?? '')}
      actions={<HandlerLinks />}
    />
  );
}
