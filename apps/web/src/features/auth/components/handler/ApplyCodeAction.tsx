import { Loading } from '../../../../components/ui/Loading';
import { useOnceResult } from '../../api/use-once-result';
import { HandlerOutcome } from './HandlerOutcome';

interface Props {
  actionKey: string;
  run: () => Promise<string | void>;
  texts: { done: string; doneBody: string | ((value: string) => string); failed: string };
}

/** Applies an e-mail action code as the page opens, then shows success or failure. */
export function ApplyCodeAction({ actionKey, run, texts }: Props) {
  const result = useOnceResult(actionKey, run);
  if (result.status === 'pending') return <Loading />;
  const { doneBody } = texts;
  const value = result.status === 'done' ? (result.value ?? '') : '';
  return (
    <HandlerOutcome
      texts={{ ...texts, doneBody: typeof doneBody === 'string' ? doneBody : doneBody(value) }}
      done={result.status === 'done'}
    />
  );
}
