/**
 * Preview (roleDialoguePreview, rolePlayPreview; the teacher's too): every line of a dialogue in
 * its role's synthesised voice, or the model reading of a text, without recording anything.
 */
import { QuestionTypeCodes as C, stemPreview, stripMarkup } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Avatar, Button, Card, Empty, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { speakingApi } from '../../api/speaking';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { usePlayer } from '../../features/speaking/use-player';
import { useTrainingRoute } from '../../features/trainings/use-training-route';

type Dialogue = {
  roles: Array<{ id: string; name: string; nameCn?: string }>;
  lines: Array<{ role: string; text: string; translation?: string }>;
};

export function SpeakingPreviewPage() {
  const { t, i18n } = useTranslation();
  const { classId, trainingId } = useTrainingRoute();
  const player = usePlayer();
  const preview = useQuery({
    queryKey: ['speaking', 'preview', classId, trainingId],
    queryFn: () => speakingApi.preview(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
    retry: false,
  });
  useDocumentTitle(preview.data?.title ?? t('speaking.preview'));
  const ids = { classId: classId ?? 0, trainingId: trainingId ?? 0 };
  const audioOf = (questionId: number, line: number) => async () =>
    (await speakingApi.lineAudio({ ...ids, questionId, line })).fileUrl;
  const p = preview.data;
  return (
    <div className="page-container">
      {/* biome-ignore lint/a11y/useMediaCaption: every line's text is shown. */}
      <audio ref={player.ref} preload="none" data-testid="preview-player" />
      {classId === null || trainingId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : preview.isLoading ? (
        <Skeleton active />
      ) : preview.error ? (
        <Alert type="error" showIcon message={preview.error.message} />
      ) : p ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Title level={3} className="page-title">
            {t('speaking.preview')} · {p.title}
          </Typography.Title>
          <Typography.Text type="secondary">{p.intro}</Typography.Text>
          {p.questions.map((q) => {
            const d = q.subject_type === C.dialogue ? (q.content as Dialogue) : null;
            const name = (id: string) => {
              const r = d?.roles.find((x) => x.id === id);
              return (i18n.language.startsWith('zh') && r?.nameCn) || r?.name || id;
            };
            return (
              <Card key={q.questionId} title={stemPreview(q.stem)} data-testid="preview-question">
                {d ? (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <Button
                      onClick={() => player.play(d.lines.map((_, i) => audioOf(q.questionId, i)))}
                      data-testid="preview-play-all"
                    >
                      {t('speaking.playDialogue')}
                    </Button>
                    {d.lines.map((l, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: lines are numbered by position.
                      <Flex key={i} gap={12} align="flex-start">
                        <Avatar style={{ flex: 'none' }}>{name(l.role).slice(0, 1)}</Avatar>
                        <Space direction="vertical" size={2} style={{ flex: 1 }}>
                          <Typography.Text type="secondary">{name(l.role)}</Typography.Text>
                          <Typography.Text>{l.text}</Typography.Text>
                          {l.translation ? <Typography.Text type="secondary">{l.translation}</Typography.Text> : null}
                        </Space>
                        <Button size="small" onClick={() => player.play([audioOf(q.questionId, i)])}>
                          {t('speaking.playLine')}
                        </Button>
                      </Flex>
                    ))}
                  </Space>
                ) : (
                  <Space direction="vertical">
                    <Tag color="blue">{t(`training.type.${q.subject_type}` as 'training.type.10')}</Tag>
                    <Typography.Text>{stripMarkup((q.content as { text?: string }).text ?? '')}</Typography.Text>
                    <Button size="small" onClick={() => player.play([audioOf(q.questionId, 0)])}>
                      {t('speaking.modelAudio')}
                    </Button>
                  </Space>
                )}
              </Card>
            );
          })}
        </Space>
      ) : null}
    </div>
  );
}
