/**
 * The team's shared answer (Answer): every stage's editor, saved as it goes and seen live by the
 * team; the leader submits once every change is saved.
 */
import type { TStageAnswer, TStudentView } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Result, Space, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';
import { clearStageDrafts, StageEditor } from './stage-editor';

export function TeamAnswerSection({
  v,
  putAnswer,
  onSubmitted,
}: {
  v: TStudentView;
  putAnswer: (a: TStageAnswer) => void;
  onSubmitted: (v: TStudentView) => void;
}) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState<Record<number, boolean>>({});
  const onDirty = useCallback(
    (stageId: number, d: boolean) => setDirty((x) => (x[stageId] === d ? x : { ...x, [stageId]: d })),
    [],
  );
  const submitted = Boolean(v.myTeam?.submittedAt);
  const submit = useMutation({
    mutationFn: () =>
      interactionApi.submit({
        activityId: v.activity.activityId,
        revisions: v.answers.map((a) => ({ stageId: a.stageId, revision: a.revision })),
      }),
    onSuccess: (x) => {
      clearStageDrafts(
        v.activity.activityId,
        v.stages.map((s) => s.stageId),
      );
      onSubmitted(x);
    },
  });
  if (!v.myTeam) return <Result status="info" title={t('interaction.notInTeam')} />;
  const unsaved = Object.values(dirty).some(Boolean);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      {submitted ? <Alert type="success" showIcon message={t('interaction.teamSubmitted')} /> : null}
      {v.stages.map((stage) => {
        const answer = v.answers.find((a) => a.stageId === stage.stageId);
        return answer ? (
          <StageEditor
            key={stage.stageId}
            activityId={v.activity.activityId}
            stage={stage}
            answer={answer}
            editable={!submitted}
            onSaved={putAnswer}
            onDirty={onDirty}
          />
        ) : null;
      })}
      {!submitted ? (
        v.isLeader ? (
          <Flex justify="end" gap={12} align="center" wrap>
            {unsaved ? <Typography.Text type="warning">{t('interaction.saveFirst')}</Typography.Text> : null}
            <Button
              type="primary"
              disabled={unsaved}
              loading={submit.isPending}
              onClick={() =>
                Modal.confirm({
                  title: t('interaction.submitConfirm'),
                  okText: t('interaction.submit'),
                  onOk: () => submit.mutateAsync(),
                })
              }
              data-testid="submit-team"
            >
              {t('interaction.submit')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('interaction.leaderSubmits')}</Typography.Text>
        )
      ) : null}
    </Space>
  );
}
