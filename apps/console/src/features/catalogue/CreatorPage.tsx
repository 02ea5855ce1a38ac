import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { Notice } from '../../components/Notice';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { ARCHIVE_CREATOR, CONSOLE_CREATOR, UNARCHIVE_CREATOR } from './api/creators';
import { ArchivedBadge } from './components/ArchivedBadge';
import { ArchiveToggle } from './components/ArchiveToggle';
import { CreateTierForm } from './components/CreateTierForm';
import { EditCreatorForm } from './components/EditCreatorForm';
import { TierPanel } from './components/TierPanel';

export default function CreatorPage() {
  const id = Number(useParams().id);
  const { data, error } = useQuery(CONSOLE_CREATOR, { variables: { id } });
  const creator = data?.creator;
  return (
    <QueryState data={data} error={error}>
      {() =>
        !creator ? (
          <Page title="クリエイターが見つかりません">
            <Notice tone="error">ID {id} のクリエイターはこのプロジェクトにありません。</Notice>
            <Link to="/creators">クリエイター一覧へ</Link>
          </Page>
        ) : (
          <Page
            title={creator.name}
            actions={
              <>
                <ArchivedBadge archivedAt={creator.archivedAt} />
                <ArchiveToggle
                  subject={`クリエイター「${creator.name}」`}
                  archived={Boolean(creator.archivedAt)}
                  effect="ファンに表示されなくなり、新しい登録・プラン変更を受け付けなくなります。今のメンバーはメンバーシップを続けられます（更新・解約・再開）。"
                  id={id}
                  archive={ARCHIVE_CREATOR}
                  unarchive={UNARCHIVE_CREATOR}
                />
              </>
            }
          >
            <p>
              <img src={creator.icon} alt="アイコン" width={64} height={64} className="creator-icon" />
            </p>
            <p>
              <Link to="/creators">← クリエイター一覧</Link> {creator.englishName}・
              <code>{creator.slug}</code>・ID {creator.id}・アイコン {creator.iconType}
            </p>
            <Section title="基本情報">
              <EditCreatorForm key={creator.id} creator={creator} />
            </Section>
            <Section title="プラン">
              {creator.tiers.length === 0 && <p>プランはまだありません。</p>}
              {[...creator.tiers]
                .sort((a, b) => a.rank - b.rank)
                .map((tier) => (
                  <TierPanel key={tier.id} tier={tier} />
                ))}
            </Section>
            <Section title="プランを追加">
              <CreateTierForm
                creatorId={creator.id}
                nextRank={creator.tiers.reduce((max, t) => Math.max(max, t.rank + 1), 0)}
              />
            </Section>
          </Page>
        )
      }
    </QueryState>
  );
}
