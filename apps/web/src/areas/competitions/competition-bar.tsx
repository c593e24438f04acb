/**
 * The competition's header items (part 2 §2.4, `competitionHeader` in contracts): intro, rules,
 * organisation, FAQ and downloads when public and official; the commitment when eligibility is 1
 * and official; withdrawal when exitControl is 1 and not in preview; back home and centre unless in
 * preview.
 */
import type { HeaderItems, TCompetitionMain } from '@lingua/contracts';
import { Button, Card, Empty, List, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichTextView } from '../../features/rich-text/rich-text-view';

export function CompetitionBar({
  items,
  signed,
  canWithdraw,
  onCommitment,
  onWithdraw,
}: {
  items: HeaderItems;
  signed: boolean;
  canWithdraw: boolean;
  onCommitment: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap data-testid="competition-bar">
      {items.commitment ? (
        <Button onClick={onCommitment} data-testid="bar-commitment">
          {signed ? t('competition.signed') : t('competition.commitment')}
        </Button>
      ) : null}
      {items.withdrawal && canWithdraw ? (
        <Button danger onClick={onWithdraw} data-testid="bar-withdrawal">
          {t('competition.withdrawal')}
        </Button>
      ) : null}
      {items.backHome ? (
        <Link to="/competition/student/index">
          <Button type="link">{t('competition.backHome')}</Button>
        </Link>
      ) : null}
      {items.centre ? (
        <Link to="/competition/student/center">
          <Button type="link">{t('competition.centre')}</Button>
        </Link>
      ) : null}
    </Space>
  );
}

/** Intro, rules, organisation, FAQ and downloads, shown only when the header rules allow them. */
export function CompetitionInformation({ main }: { main: TCompetitionMain }) {
  const { t } = useTranslation();
  const page = (html: string) => (html ? <RichTextView html={html} /> : <Empty />);
  return (
    <Card size="small" data-testid="competition-information">
      <Tabs
        items={[
          { key: 'intro', label: t('competition.intro'), children: page(main.intro) },
          { key: 'rules', label: t('competition.rules'), children: page(main.rules) },
          { key: 'organisation', label: t('competition.organisation'), children: page(main.organisation) },
          { key: 'faq', label: t('competition.faq'), children: page(main.faq) },
          {
            key: 'downloads',
            label: t('competition.downloads'),
            children:
              main.downloads.length === 0 ? (
                <Empty description={t('competition.noDownloads')} />
              ) : (
                <List
                  dataSource={main.downloads}
                  renderItem={(d) => (
                    <List.Item>
                      <a href={d.url} target="_blank" rel="noreferrer">
                        {d.name}
                      </a>
                    </List.Item>
                  )}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
