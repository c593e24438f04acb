/**
 * One activity for a student (?activityId=), at its phase: choosing a team (Start), the team's
 * shared stages (Answer), rating other teams (Scoring), waiting for the teacher (Over) or the
 * published report. The activity's and the team's rooms keep it live.
 */
import type { TStageAnswer, TStudentView } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Space, Tag, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PageSpinner } from '../../shared/page-spinner';
import { PeerReviewSection } from './peer-review-section';
import { PhaseTag } from './phase-tag';
import { ScenarioBackground } from './scenario-background';
import { studentInteractionHref } from './student-paths';
import { StudentReportSection } from './student-report-section';
import { TeamAnswerSection } from './team-answer-section';

export function StudentActivityView({ activityId }: { activityId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const key = useMemo(() => ['interaction', 'view', activityId], [activityId]);
  const view = useQuery({ queryKey: key, queryFn: () => interactionApi.view(activityId) });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key });
  useRealtime(`interaction:${activityId}`, refresh);
  const teamId = view.data?.myTeam?.teamId;
  const putAnswer = useCallback(
    (a: TStageAnswer) =>
      queryClient.setQueryData<TStudentView>(key, (v) =>
        v ? { ...v, answers: v.answers.map((x) => (x.stageId === a.stageId && a.revision >= x.revision ? a : x)) } : v,
      ),
    [queryClient, key],
  );
  useRealtime(teamId ? `team:${teamId}` : undefined, (event, data) => {
    if (event === 'interaction.stageSaved' && data) putAnswer(data as TStageAnswer);
    else refresh();
  });
  useDocumentTitle(view.data?.activity.title ?? t('interaction.title'));
  if (view.isError) return <Result status="404" title={t('interaction.notFound')} />;
  if (!view.data) return <PageSpinner />;
  const v = view.data;
  const phase = v.activity.phase;
  return (
    <div data-testid="interaction-activity">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => navigate(studentInteractionHref(pathname, 'home'))}>
            {t('interaction.backToList')}
          </Typography.Link>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {v.activity.title} <PhaseTag phase={phase} />
          </Typography.Title>
          <Typography.Text type="secondary">
            {v.activity.className} · {v.activity.scenarioTitle}
            {v.myTeam ? ` · ${v.myTeam.name}${v.isLeader ? ` (${t('interaction.leader')})` : ''}` : ''}
          </Typography.Text>
        </Space>
      </Flex>
      {/* The scenario while teams form and write; the review and the report come first after that. */}
      {v.background.length && (phase === 'forming' || phase === 'answering') ? (
        <ScenarioBackground items={v.background} style={{ marginBottom: 12 }} />
      ) : null}
      {phase === 'forming' ? <StartSection v={v} onChanged={(x) => queryClient.setQueryData(key, x)} /> : null}
      {phase === 'answering' ? (
        <TeamAnswerSection v={v} putAnswer={putAnswer} onSubmitted={(x) => queryClient.setQueryData(key, x)} />
      ) : null}
      {phase === 'reviewing' ? <PeerReviewSection v={v} onReviewed={(x) => queryClient.setQueryData(key, x)} /> : null}
      {phase === 'closed' ? <Result status="info" title={t('interaction.waitingPublish')} /> : null}
      {phase === 'published' ? <StudentReportSection v={v} /> : null}
    </div>
  );
}

function StartSection({ v, onChanged }: { v: TStudentView; onChanged: (v: TStudentView) => void }) {
  const { t } = useTranslation();
  const join = useMutation({
    mutationFn: (teamId: number) => interactionApi.joinTeam(v.activity.activityId, teamId),
    onSuccess: onChanged,
  });
  const choose = v.activity.teamMode === 'choose';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={
          choose
            ? t('interaction.chooseTeam', { size: v.teamSize })
            : v.myTeam
              ? t('interaction.waitingStart')
              : t('interaction.waitingTeams')
        }
      />
      <Flex wrap gap={12}>
        {v.teams.map((team) => (
          <Card key={team.teamId} size="small" title={team.name} style={{ flex: '1 1 220px' }}>
            <Space direction="vertical">
              {team.members.map((m) => (
                <span key={m.userId}>
                  {m.name} {team.leaderId === m.userId ? <Tag color="gold">{t('interaction.leader')}</Tag> : null}
                </span>
              ))}
              {choose && team.teamId !== v.myTeam?.teamId ? (
                <Button
                  size="small"
                  disabled={team.size >= v.teamSize}
                  loading={join.isPending}
                  onClick={() => join.mutate(team.teamId)}
                >
                  {team.size >= v.teamSize ? t('interaction.full') : t('interaction.join')}
                </Button>
              ) : null}
            </Space>
          </Card>
        ))}
      </Flex>
    </Space>
  );
}
