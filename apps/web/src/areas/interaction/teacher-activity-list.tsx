/**
 * The class's interactive trainings (interactionCase) with a new one, and its published results:
 * the teams' scores and ranks (interactionHistory, interactive_training_score_history) and every
 * student's (interactive_training_person_score_history).
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TActivitySummary } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { CreateActivityModal } from './create-activity-modal';
import { PhaseTag } from './phase-tag';
import { PersonScoreHistory, TeamScoreHistory } from './score-histories';
import { type ListTab, scenarioPreviewHref, teacherInteractionHref } from './teacher-paths';

export function TeacherActivityList({ tab }: { tab: ListTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('interaction.title'));
  const list = useQuery({
    queryKey: ['interaction', 'list', classId],
    queryFn: () => interactionApi.list(classId ?? 0),
    enabled: classId !== null && tab === 'list',
  });
  const open = (a: TActivitySummary) =>
    navigate(teacherInteractionHref(pathname, a.phase === 'forming' ? 'group' : 'doing', a.activityId));
  return (
    <div data-testid="interaction-teacher-list">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[{ title: t('interaction.title') }]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={classId === null} onClick={() => setCreating(true)}>
            {t('interaction.create')}
          </Button>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => navigate(teacherInteractionHref(pathname, k as ListTab))}
        items={[
          {
            key: 'list',
            label: t('interaction.activities'),
            children: (
              <Table<TActivitySummary>
                rowKey="activityId"
                loading={list.isLoading}
                dataSource={list.data ?? []}
                scroll={{ x: 640 }}
                locale={{ emptyText: <Empty description={t('interaction.noActivities')} /> }}
                pagination={false}
                columns={[
                  { title: t('interaction.activityTitle'), dataIndex: 'title' },
                  {
                    title: t('interaction.scenario'),
                    render: (_, a) => (
                      <Button
                        type="link"
                        style={{ padding: 0 }}
                        onClick={() => navigate(scenarioPreviewHref(a.trainingId))}
                      >
                        {a.scenarioTitle}
                      </Button>
                    ),
                  },
                  { title: t('interaction.teams'), dataIndex: 'teamCount', width: 80 },
                  { title: t('interaction.phase'), render: (_, a) => <PhaseTag phase={a.phase} />, width: 110 },
                  {
                    title: t('common.actions'),
                    width: 100,
                    render: (_, a) => (
                      <Button type="link" onClick={() => open(a)}>
                        {t('interaction.open')}
                      </Button>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'history',
            label: t('interaction.scoreHistory'),
            children: tab === 'history' ? <TeamScoreHistory classId={classId} /> : null,
          },
          {
            key: 'personHistory',
            label: t('interaction.personHistory'),
            children: tab === 'personHistory' ? <PersonScoreHistory classId={classId} /> : null,
          },
        ]}
      />
      {creating && classId !== null ? (
        <CreateActivityModal
          classId={classId}
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(teacherInteractionHref(pathname, 'group', id))}
        />
      ) : null}
    </div>
  );
}
