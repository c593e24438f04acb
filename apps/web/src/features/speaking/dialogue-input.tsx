/**
 * Role dialogue and role play (subject_type 46): the student chooses a role (SlRole), the machine
 * speaks the other roles in their synthesised voices (MachineAnswer), and the student records
 * each line of the chosen role, scored word by word against the script.
 */
import { recordingLimitSeconds, type TQuestionAnswer } from '@lingua/contracts';
import { Alert, Avatar, Button, Card, Flex, List, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakingApi } from '../../api/speaking';
import { Recorder } from './recorder';
import { useSpeakingScope } from './speaking-context';
import { SpeechResult } from './speech-result';
import { usePlayer } from './use-player';

type Dialogue = {
  roles: Array<{ id: string; name: string; nameCn?: string; voice: string }>;
  lines: Array<{ role: string; text: string; translation?: string }>;
};

export function DialogueInput(props: {
  questionId: number;
  subjectType: number;
  content: unknown;
  answer: TQuestionAnswer;
  disabled?: boolean;
  onChange: (a: TQuestionAnswer) => void;
}) {
  const { t, i18n } = useTranslation();
  const scope = useSpeakingScope();
  const player = usePlayer();
  const [translations, setTranslations] = useState(false);
  const d = (props.content ?? { roles: [], lines: [] }) as Dialogue;
  const role = typeof props.answer.stu_answer === 'string' ? props.answer.stu_answer : '';
  const nameOf = (id: string) => {
    const r = d.roles.find((x) => x.id === id);
    return (i18n.language.startsWith('zh') && r?.nameCn) || r?.name || id;
  };
  const machineLine = (line: number) => async () =>
    (
      await speakingApi.lineAudio({
        classId: scope.classId,
        trainingId: scope.trainingId,
        questionId: props.questionId,
        line,
      })
    ).fileUrl;
  const mine = (line: number) => scope.recordings.find((r) => r.questionId === props.questionId && r.line === line);
  // The whole dialogue: the machine's lines and the student's own recordings, in order.
  const playAll = () =>
    player.play(d.lines.map((l, i) => (l.role === role ? async () => mine(i)?.fileUrl ?? null : machineLine(i))));

  if (!role) {
    return (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="choose-role">
        <Alert type="info" showIcon message={t('speaking.chooseRoleHint')} />
        <Typography.Text strong>{t('speaking.chooseRole')}</Typography.Text>
        <Radio.Group
          disabled={props.disabled}
          onChange={(e) => props.onChange({ ...props.answer, stu_answer: e.target.value as string })}
          options={d.roles.map((r) => ({ value: r.id, label: nameOf(r.id) }))}
        />
      </Space>
    );
  }

  const upload = (line: number) => async (file: File) => {
    const r = await speakingApi.record(file, { attemptId: scope.attemptId, questionId: props.questionId, line, role });
    scope.recorded(props.questionId, { ...props.answer, stu_answer: role, user_oral_url: r.fileUrl });
    scope.refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex gap={8} align="center" wrap>
        {/* biome-ignore lint/a11y/useMediaCaption: every line's text is shown below. */}
        <audio ref={player.ref} preload="none" data-testid="dialogue-player" />
        <Tag color="blue" data-testid="my-role">
          {nameOf(role)}
          {t('speaking.you')}
        </Tag>
        <Button onClick={playAll} data-testid="play-dialogue">
          {t('speaking.playDialogue')}
        </Button>
        <Button type="link" onClick={() => setTranslations((v) => !v)}>
          {t('speaking.showTranslation')}
        </Button>
      </Flex>
      <List
        dataSource={d.lines}
        renderItem={(l, i) => {
          const own = l.role === role;
          const recording = mine(i);
          return (
            <Card
              size="small"
              style={{ marginBottom: 8, background: own ? '#f0f7ff' : undefined }}
              data-testid={own ? 'my-line' : 'machine-line'}
            >
              <Flex gap={12} align="flex-start">
                <Avatar style={{ background: own ? '#1677ff' : '#8c8c8c', flex: 'none' }}>
                  {nameOf(l.role).slice(0, 1)}
                </Avatar>
                <Space direction="vertical" size={4} style={{ flex: 1 }}>
                  <Typography.Text type="secondary">
                    {nameOf(l.role)}
                    {own ? t('speaking.you') : ` · ${t('speaking.machine')}`}
                  </Typography.Text>
                  <Typography.Text style={{ fontSize: 15 }}>{l.text}</Typography.Text>
                  {translations && l.translation ? (
                    <Typography.Text type="secondary">{l.translation}</Typography.Text>
                  ) : null}
                  {own ? (
                    <>
                      <Recorder
                        maxSeconds={recordingLimitSeconds(props.subjectType)}
                        disabled={props.disabled}
                        onRecorded={upload(i)}
                        testId={`recorder-line-${i}`}
                      />
                      {recording ? <SpeechResult recording={recording} /> : null}
                    </>
                  ) : (
                    <Button size="small" onClick={() => player.play([machineLine(i)])} data-testid="play-line">
                      {t('speaking.playLine')}
                    </Button>
                  )}
                </Space>
              </Flex>
            </Card>
          );
        }}
      />
    </Space>
  );
}
