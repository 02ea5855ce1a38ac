import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { ResultNotice } from './ResultNotice';

interface LinkRequestPageProps {
  title: string;
  backTo: string;
  /** Once the link is e-mailed: what to say in place of the form. */
  sent: { title: string; body: string } | null;
  /** The form that asks for the link. */
  children: ReactNode;
  /** Rendered under either (the account action's dialogs). */
  dialogs?: ReactNode;
}

/** A page that e-mails a link (the rest happens from it): its form, then where the link went. */
export function LinkRequestPage({ title, backTo, sent, children, dialogs }: LinkRequestPageProps) {
  return (
    <Page title={title} backTo={backTo}>
      {sent ? (
        <ResultNotice
          kind="sent"
          title={sent.title}
          body={sent.body}
          actions={
            <ButtonLink to={backTo} fullWidth variant="outlined">
              {ja.common.back}
            </ButtonLink>
          }
        />
      ) : (
        children
      )}
      {dialogs}
    </Page>
  );
}
