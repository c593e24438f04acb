/**
 * Every team's answer per stage, live (interactionDoing, interactionAnswer, newInteractionAnswer,
 * interactive_training_answer): each save pushed to a team's room refreshes it, and each stage
 * opens its kept revisions with who wrote each.
 */
import type { TActivityDetail } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, List, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';
import { useRealtime } from '../../api/use-realtime';

interface Opened {
  teamId: number;
  teamName: string;
  stageId: number;
  sort: number;
}

export function LiveAnswers({ d, onChange }: { d: TActivityDetail; onChange: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened | null>(null);
  return (
    <Flex vertical gap={12}>
      {d.teams.length === 0 ? <Empty description={t('interaction.noTeams')} /> : null}
      {d.teams.map((team) => (
        <TeamLive key={team.teamId} teamId={team.teamId} onChange={onChange}>
          <Card
            size="small"
            title={team.name}
            extra={
              team.submittedAt ? (
                <Tag color="green">{t('interaction.submitted')}</Tag>
              ) : (
                <Tag>{t('interaction.writing')}</Tag>
              )
            }
            data-testid="team-live"
          >
            {d.stages.map((stage) => {
              const a = d.answers
                .find((x) => x.teamId === team.teamId)
                ?.stages.find((s) => s.stageId === stage.stageId);
              return (
                <div key={stage.stageId} style={{ marginBottom: 12 }}>
                  <Typography.Text strong>{t('interaction.stageN', { n: stage.sort })}</Typography.Text>
                  {a?.updatedBy ? (
                    <Typography.Text type="secondary">
                      {' '}
                      · {t('interaction.lastEdit', { name: a.updatedBy.name, revision: a.revision })}
                      {a.authors.length ? ` · ${a.authors.map((x) => `${x.name}×${x.revisions}`).join('、')}` : ''}
                      <Button
                        type="link"
                        size="small"
                        onClick={() =>
                          setOpened({
                            teamId: team.teamId,
                            teamName: team.name,
                            stageId: stage.stageId,
                            sort: stage.sort,
                          })
                        }
                      >
                        {t('interaction.revisions')}
                      </Button>
                    </Typography.Text>
                  ) : null}
                  <Typography.Paragraph
                    style={{ whiteSpace: 'pre-wrap', margin: '4px 0 0', overflowWrap: 'anywhere' }}
                    type={a?.text ? undefined : 'secondary'}
                  >
                    {a?.text || t('interaction.notAnswered')}
                  </Typography.Paragraph>
                </div>
              );
            })}
          </Card>
        </TeamLive>
      ))}
      {opened ? <Revisions activityId={d.activityId} opened={opened} onClose={() => setOpened(null)} /> : null}
    </Flex>
  );
}

function TeamLive({ teamId, onChange, children }: { teamId: number; onChange: () => void; children: React.ReactNode }) {
  useRealtime(`team:${teamId}`, onChange);
  return <>{children}</>;
}

/** A stage's kept revisions, newest first, each with its author. */
function Revisions({ activityId, opened, onClose }: { activityId: number; opened: Opened; onClose: () => void }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['interaction', 'stageHistory', activityId, opened.teamId, opened.stageId],
    queryFn: () => interactionApi.stageHistory(activityId, opened.teamId, opened.stageId),
  });
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={720}
      title={`${opened.teamName} · ${t('interaction.stageN', { n: opened.sort })} · ${t('interaction.revisions')}`}
    >
      <List
        loading={history.isLoading}
        dataSource={[...(history.data ?? [])].sort((a, b) => b.revision - a.revision)}
        locale={{ emptyText: <Empty description={t('interaction.notAnswered')} /> }}
        data-testid="stage-revisions"
        renderItem={(r) => (
          <List.Item>
            <List.Item.Meta
              title={t('interaction.revisionBy', {
                revision: r.revision,
                name: r.author.name,
                at: new Date(r.at).toLocaleString(),
              })}
              description={
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' }}>
                  {r.text}
                </Typography.Paragraph>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
