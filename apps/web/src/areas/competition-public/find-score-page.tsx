/**
 * /find_score (part 2 §2.2, public): one's published results by competition, name and ID number.
 * The server limits look-ups and answers a wrong ID number exactly as "not found".
 */
import type { TFoundScore } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { formatDuration } from '../../shared/format-duration';
import { formatSchoolTime } from '../../shared/school-time';
import { CompetitionSelect } from './competition-select';
import { PersonLookupFields } from './person-lookup-fields';

interface Values {
  abilityCompId: number;
  name: string;
  idNumber: string;
}

function Results({ found }: { found: TFoundScore }) {
  const { t } = useTranslation();
  if (found.results.length === 0) return <Empty description={t('compPublic.score.noResults')} />;
  return (
    <Card size="small" title={`${found.competitionName} · ${found.name}`} data-testid="score-results">
      <Table
        size="small"
        rowKey="periodName"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={found.results}
        columns={[
          { title: t('compPublic.score.period'), dataIndex: 'periodName' },
          { title: t('compPublic.score.score'), render: (_, r) => `${r.score} / ${r.fullMark}` },
          {
            title: t('compPublic.score.rank'),
            render: (_, r) => t('compPublic.score.rankOf', { rank: r.rank, n: r.entrants }),
          },
          { title: t('compPublic.score.timeUsed'), render: (_, r) => formatDuration(r.timeUsedSeconds) },
          { title: t('compPublic.score.publishedAt'), render: (_, r) => formatSchoolTime(r.publishedAt) },
        ]}
      />
    </Card>
  );
}

export function FindScorePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const find = useMutation({
    mutationFn: (v: Values) => competitionPublicApi.findScore(v.abilityCompId, v.name.trim(), v.idNumber),
  });
  const required = (field: string) => ({ required: true, message: t('compPublic.certificate.required', { field }) });
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('compPublic.score.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('compPublic.score.intro')}</Typography.Paragraph>
        <Form<Values>
          layout="vertical"
          initialValues={Number.isInteger(id) && id > 0 ? { abilityCompId: id } : {}}
          onFinish={(v) => find.mutate(v)}
        >
          <Form.Item
            name="abilityCompId"
            label={t('compPublic.score.competition')}
            rules={[required(t('compPublic.score.competition'))]}
          >
            <CompetitionSelect />
          </Form.Item>
          <PersonLookupFields testIdPrefix="score" />
          <Button type="primary" htmlType="submit" loading={find.isPending} data-testid="score-submit">
            {t('compPublic.score.find')}
          </Button>
        </Form>
      </Card>
      {find.isError && <Alert type="error" showIcon message={find.error.message} data-testid="score-error" />}
      {find.data && <Results found={find.data} />}
    </Flex>
  );
}
