/**
 * The outline editor: chapters, steps and activities added, renamed (both languages), moved up
 * and down and removed in the page's draft; the page saves the whole draft at once.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Input, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChapterDraft, moved, newKey, type StepDraft, type Texts } from './outline-draft';
import { TrainingPicker } from './training-picker';

function TitleInputs({ value, onChange, label }: { value: Texts; onChange: (t: Texts) => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} wrap style={{ flex: '1 1 260px', minWidth: 0 }}>
      <Input
        aria-label={`${label} ${t('builder.titleCn')}`}
        placeholder={t('builder.titleCn')}
        value={value.cn}
        maxLength={100}
        status={value.cn.trim() ? undefined : 'error'}
        onChange={(e) => onChange({ ...value, cn: e.target.value })}
        style={{ flex: '1 1 120px' }}
      />
      <Input
        aria-label={`${label} ${t('builder.titleEn')}`}
        placeholder={t('builder.titleEn')}
        value={value.en}
        maxLength={100}
        status={value.en.trim() ? undefined : 'error'}
        onChange={(e) => onChange({ ...value, en: e.target.value })}
        style={{ flex: '1 1 120px' }}
      />
    </Flex>
  );
}

function RowTools({ onUp, onDown, onRemove }: { onUp: () => void; onDown: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('builder.moveUp')} onClick={onUp} />
      <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('builder.moveDown')} onClick={onDown} />
      <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('builder.remove')} onClick={onRemove} />
    </Space>
  );
}

export function OutlineEditor({
  value,
  onChange,
}: {
  value: ChapterDraft[];
  onChange: (next: ChapterDraft[]) => void;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<{ chapter: number; step: number } | undefined>();
  const setChapter = (i: number, chapter: ChapterDraft) => onChange(value.map((c, j) => (j === i ? chapter : c)));
  const setStep = (ci: number, si: number, step: StepDraft) => {
    const chapter = value[ci];
    if (chapter) setChapter(ci, { ...chapter, steps: chapter.steps.map((s, j) => (j === si ? step : s)) });
  };
  return (
    <Flex vertical gap={12}>
      {value.length === 0 && <Empty description={t('builder.noChapters')} />}
      {value.map((chapter, ci) => (
        <Card
          key={chapter.key}
          size="small"
          data-testid="outline-chapter"
          title={
            <Flex gap={8} wrap align="center" style={{ padding: '8px 0' }}>
              <Typography.Text strong>{ci + 1}.</Typography.Text>
              <TitleInputs
                label={t('builder.chapterTitle')}
                value={chapter.title}
                onChange={(title) => setChapter(ci, { ...chapter, title })}
              />
              <RowTools
                onUp={() => onChange(moved(value, ci, -1))}
                onDown={() => onChange(moved(value, ci, 1))}
                onRemove={() => onChange(value.filter((_, j) => j !== ci))}
              />
            </Flex>
          }
        >
          <Flex vertical gap={12}>
            {chapter.steps.map((step, si) => (
              <div key={step.key} className="builder-step">
                <Flex gap={8} wrap align="center">
                  <TitleInputs
                    label={t('builder.stepTitle')}
                    value={step.title}
                    onChange={(title) => setStep(ci, si, { ...step, title })}
                  />
                  <RowTools
                    onUp={() => setChapter(ci, { ...chapter, steps: moved(chapter.steps, si, -1) })}
                    onDown={() => setChapter(ci, { ...chapter, steps: moved(chapter.steps, si, 1) })}
                    onRemove={() => setChapter(ci, { ...chapter, steps: chapter.steps.filter((_, j) => j !== si) })}
                  />
                </Flex>
                <List
                  size="small"
                  locale={{ emptyText: t('builder.noActivities') }}
                  dataSource={step.activities}
                  renderItem={(activity, ai) => (
                    <List.Item
                      actions={[
                        <RowTools
                          key="tools"
                          onUp={() => setStep(ci, si, { ...step, activities: moved(step.activities, ai, -1) })}
                          onDown={() => setStep(ci, si, { ...step, activities: moved(step.activities, ai, 1) })}
                          onRemove={() =>
                            setStep(ci, si, { ...step, activities: step.activities.filter((_, j) => j !== ai) })
                          }
                        />,
                      ]}
                    >
                      <Flex gap={8} wrap align="center" style={{ width: '100%' }}>
                        <Tag color="blue">{t(`course.kind.${activity.kind}`)}</Tag>
                        <TitleInputs
                          label={t('builder.addActivity')}
                          value={activity.title}
                          onChange={(title) =>
                            setStep(ci, si, {
                              ...step,
                              activities: step.activities.map((a, j) => (j === ai ? { ...a, title } : a)),
                            })
                          }
                        />
                      </Flex>
                    </List.Item>
                  )}
                />
                <Button size="small" icon={<PlusOutlined />} onClick={() => setPicking({ chapter: ci, step: si })}>
                  {t('builder.addActivity')}
                </Button>
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() =>
                setChapter(ci, {
                  ...chapter,
                  steps: [
                    ...chapter.steps,
                    { key: newKey(), title: { cn: t('builder.newStep'), en: 'New step' }, activities: [] },
                  ],
                })
              }
            >
              {t('builder.addStep')}
            </Button>
          </Flex>
        </Card>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([...value, { key: newKey(), title: { cn: t('builder.newChapter'), en: 'New chapter' }, steps: [] }])
        }
      >
        {t('builder.addChapter')}
      </Button>
      <TrainingPicker
        open={picking !== undefined}
        onClose={() => setPicking(undefined)}
        onPick={(training) => {
          if (!picking) return;
          const step = value[picking.chapter]?.steps[picking.step];
          if (step)
            setStep(picking.chapter, picking.step, {
              ...step,
              activities: [
                ...step.activities,
                { key: newKey(), title: training.title, trainingId: training.trainingId, kind: training.kind },
              ],
            });
          setPicking(undefined);
        }}
      />
    </Flex>
  );
}
