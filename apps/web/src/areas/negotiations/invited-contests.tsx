/**
 * The contests the teacher was invited to judge, whatever their class (an invited judge often
 * teaches none of the contest's class, or no class at all): shown apart under the class's own
 * list, and only when there are some. Each opens on review, where the judge scores.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { negotiationApi } from '../../api/negotiations';
import { NegotiationPhaseTag } from './phase-tag';

export function InvitedContests({ details }: { details: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const all = useQuery({ queryKey: ['negotiation', 'list', 'all'], queryFn: () => negotiationApi.list() });
  const invited = (all.data ?? []).filter((c) => c.invited);
  if (invited.length === 0) return null;
  return (
    <Card size="small" title={t('negotiation.judging.invitedContests')} style={{ marginTop: 16 }}>
      <Table
        rowKey="contestId"
        dataSource={invited}
        scroll={{ x: 640 }}
        pagination={false}
        data-testid="invited-contests"
        columns={[
          { title: t('negotiation.contestTitle'), dataIndex: 'title' },
          { title: t('negotiation.judging.class'), dataIndex: 'className' },
          { title: t('negotiation.phase'), width: 110, render: (_, c) => <NegotiationPhaseTag phase={c.phase} /> },
          {
            title: t('common.actions'),
            width: 90,
            render: (_, c) => (
              <Button type="link" onClick={() => navigate(`${details}/review?id=${c.contestId}`)}>
                {t('negotiation.open')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
