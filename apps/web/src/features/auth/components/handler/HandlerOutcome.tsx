import * as ja from '../../../../messages/ja';
import { ResultNotice } from '../ResultNotice';
import { HandlerLinks } from './HandlerLinks';

interface HandlerOutcomeProps {
  /** The action's texts: its heading when done or failed, and what to do once done. */
  texts: { done: string; doneBody: string; failed: string };
  /** Done, or the link no longer works. */
  done: boolean;
}

/** How an e-mail action ended, then where to go. */
export function HandlerOutcome({ texts, done }: HandlerOutcomeProps) {
  return (
    <ResultNotice
      kind={done ? 'success' : 'failure'}
      title={done ? texts.done : texts.failed}
      body={done ? texts.doneBody : ja.authHandler.linkInvalid}
      actions={<HandlerLinks />}
    />
  );
}
