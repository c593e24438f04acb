/**
 * One stage of the team's shared answer. Typing is kept in the browser first (a reload or a lost
 * connection returns to it) and saved a second after typing stops, naming the revision it edited.
 * A teammate's newer save arrives live and replaces the text while nothing here is unsaved; when
 * both edited the same revision the server refuses the second save and answers the current text:
 * the page shows both and the writer merges — nothing typed is lost.
 */
import type { TInteractionStage, TStageAnswer, TStaleSave } from '@lingua/contracts';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { interactionApi } from '../../api/interaction';
import { MarkupText } from '../../shared/markup-text';

interface Draft {
  text: string;
  base: number;
}

const draftKey = (activityId: number, stageId: number) => `lingua.interaction.${activityId}.${stageId}`;

function readDraft(key: string): Draft | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as Draft) : null;
  } catch {
    return null;
  }
}

export function StageEditor({
  activityId,
  stage,
  answer,
  editable,
  onSaved,
  onDirty,
}: {
  activityId: number;
  stage: TInteractionStage;
  answer: TStageAnswer;
  editable: boolean;
  onSaved: (a: TStageAnswer) => void;
  onDirty: (stageId: number, dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const key = draftKey(activityId, stage.stageId);
  const [text, setText] = useState(() => {
    const draft = readDraft(key);
    return draft && draft.text !== answer.text ? draft.text : answer.text;
  });
  const [base, setBase] = useState(() => {
    const draft = readDraft(key);
    return draft && draft.text !== answer.text ? draft.base : answer.revision;
  });
  const [dirty, setDirty] = useState(() => {
    const draft = readDraft(key);
    return Boolean(draft && draft.text !== answer.text);
  });
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [conflict, setConflict] = useState<TStageAnswer | null>(null);
  const sending = useRef(false);

  useEffect(() => onDirty(stage.stageId, dirty || conflict !== null), [dirty, conflict, onDirty, stage.stageId]);

  // A teammate's save (pushed live, or a refetch): taken as it is while nothing here is unsaved.
  useEffect(() => {
    if (!dirty && conflict === null && answer.revision >= base) {
      setText(answer.text);
      setBase(answer.revision);
    }
  }, [answer.revision, answer.text, dirty, conflict, base]);

  const save = useCallback(async () => {
    if (sending.current || !dirty || conflict) return;
    sending.current = true;
    setState('saving');
    const sent = text;
    try {
      const saved = await interactionApi.save({ activityId, stageId: stage.stageId, text: sent, revision: base });
      setBase(saved.revision);
      onSaved(saved);
      setState('saved');
      setText((now) => {
        if (now === sent) {
          setDirty(false);
          localStorage.removeItem(key);
        } else {
          localStorage.setItem(key, JSON.stringify({ text: now, base: saved.revision }));
        }
        return now;
      });
    } catch (error) {
      const current = error instanceof ApiError ? (error.details as TStaleSave | null)?.current : undefined;
      if (error instanceof ApiError && error.code === 409 && current) {
        setConflict(current);
        onSaved(current);
        setState('idle');
      } else setState('error');
    } finally {
      sending.current = false;
    }
  }, [activityId, base, conflict, dirty, key, onSaved, stage.stageId, text]);

  useEffect(() => {
    if (!dirty || conflict) return;
    const timer = setTimeout(() => void save(), 1000);
    return () => clearTimeout(timer);
  }, [dirty, conflict, save]);

  const change = (value: string) => {
    setText(value);
    setDirty(true);
    localStorage.setItem(key, JSON.stringify({ text: value, base }));
  };
  const merge = (keepMine: boolean) => {
    if (!conflict) return;
    const merged = keepMine ? `${conflict.text}${conflict.text ? '\n' : ''}${text}` : conflict.text;
    setBase(conflict.revision);
    setText(merged);
    setConflict(null);
    if (keepMine) {
      setDirty(true);
      localStorage.setItem(key, JSON.stringify({ text: merged, base: conflict.revision }));
    } else {
      setDirty(false);
      localStorage.removeItem(key);
    }
  };

  const status = conflict
    ? t('interaction.conflict')
    : state === 'saving'
      ? t('interaction.saving')
      : dirty
        ? state === 'error'
          ? t('interaction.saveFailed')
          : t('interaction.unsaved')
        : answer.updatedBy
          ? t('interaction.lastEdit', { name: answer.updatedBy.name, revision: answer.revision })
          : '';
  return (
    <Card
      size="small"
      title={t('interaction.stageN', { n: stage.sort })}
      extra={<Typography.Text type="secondary">{status}</Typography.Text>}
      data-testid={`stage-${stage.sort}`}
    >
      <Typography.Paragraph>
        <MarkupText text={stage.prompt} />
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        {i18n.language.startsWith('en') ? stage.notes.en : stage.notes.cn}
      </Typography.Paragraph>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          message={t('interaction.conflictTitle', { name: conflict.updatedBy?.name ?? '' })}
          description={
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{conflict.text}</Typography.Paragraph>
              <Space wrap>
                <Button size="small" type="primary" onClick={() => merge(true)}>
                  {t('interaction.mergeMine')}
                </Button>
                <Button size="small" onClick={() => merge(false)}>
                  {t('interaction.takeTheirs')}
                </Button>
              </Space>
            </Space>
          }
        />
      ) : null}
      {editable ? (
        <Input.TextArea
          value={text}
          onChange={(e) => change(e.target.value)}
          onBlur={() => void save()}
          autoSize={{ minRows: 4, maxRows: 16 }}
          maxLength={20000}
          aria-label={t('interaction.stageAnswer', { n: stage.sort })}
          placeholder={t('interaction.answerPlaceholder')}
        />
      ) : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} type={answer.text ? undefined : 'secondary'}>
          {answer.text || t('interaction.notAnswered')}
        </Typography.Paragraph>
      )}
      {answer.authors.length ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('interaction.writtenBy')}: {answer.authors.map((a) => `${a.name}×${a.revisions}`).join('、')}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** Drops every stage draft of an activity (after the team submitted). */
export function clearStageDrafts(activityId: number, stageIds: number[]): void {
  for (const id of stageIds) localStorage.removeItem(draftKey(activityId, id));
}
