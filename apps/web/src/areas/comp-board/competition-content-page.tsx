/**
 * /competition/content?id=N&section=rules (part 2 §2.2, public): one section of a public
 * competition's page on its own (intro, rules, organisation, FAQ or downloads), to link or print.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { SectionBody, UnknownCompetition } from './competition-page';
import { isSection } from './competition-sections';

export function CompetitionContentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const section = params.get('section');
  const page = useQuery({
    queryKey: ['publicCompetition', id],
    queryFn: () => competitionPublicApi.competition(id),
    enabled: id > 0,
    retry: false,
  });
  const title = isSection(section) ? t(`compBoard.page.sections.${section}`) : t('compBoard.page.unknownSection');
  useDocumentTitle(page.data ? `${page.data.main.abilityCompName} · ${title}` : title);
  if (id > 0 && page.isLoading) return <Skeleton active className="page-container" />;
  if (!page.data) return <div className="page-container">{<UnknownCompetition />}</div>;
  const { main } = page.data;
  return (
    <div className="page-container">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Link to={`/competition?id=${main.abilityCompId}`}>{t('compBoard.page.backToCompetition')}</Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {main.abilityCompName}
        </Typography.Title>
        {isSection(section) ? (
          <Card title={title} data-testid="competition-content">
            <SectionBody main={main} section={section} />
          </Card>
        ) : (
          <Alert type="warning" showIcon message={t('compBoard.page.unknownSection')} />
        )}
      </Space>
    </div>
  );
}
