import { useEffect, type ReactNode } from 'react';
import styles from './Page.module.css';

export const pageStyles = styles;

interface TitledProps {
  title: string;
  /** Beside the title: buttons, badges. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A title with its actions beside it: a screen's (h1, in a header) or a section's (h2). */
function TitleRow({ level, title, actions }: Omit<TitledProps, 'children'> & { level: 1 | 2 }) {
  const Row = level === 1 ? 'header' : 'div';
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Row className={styles.header}>
      <Heading className={level === 1 ? styles.title : styles.sectionTitle}>{title}</Heading>
      {actions && <div className={styles.actions}>{actions}</div>}
    </Row>
  );
}

/** A screen: its title (also the document's), actions beside it, then its sections. */
export function Page({ title, actions, children }: TitledProps) {
  useEffect(() => {
    document.title = `${title} | VFan 運営コンソール`;
  }, [title]);
  return (
    <div className={styles.page}>
      <TitleRow level={1} title={title} actions={actions} />
      {children}
    </div>
  );
}

export function Section({ title, actions, children }: TitledProps) {
  return (
    <section className={styles.section} aria-label={title}>
      <TitleRow level={2} title={title} actions={actions} />
      {children}
    </section>
  );
}
