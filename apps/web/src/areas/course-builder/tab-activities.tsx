/**
 * One of the editor's tabs after CourseInfo: the course's activities of the tab's kinds with where
 * each sits in the outline, removing one, and adding from the pool (or, on TestPaper, an exam
 * paper) into a chosen step. It edits the same draft as the outline: saved with it, kept until then.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseTab } from './course-tabs';
import { activityKindOf } from './course-tabs';
import { type ActivityDraft, type ChapterDraft, newKey } from './outline-draft';
import { PaperPicker } from './paper-picker';
import { PoolPicker } from './pool-picker';

interface Placed {
  activity: ActivityDraft;
  chapterIndex: number;
  chapterTitle: { cn: string; en: string };
  stepTitle: { cn: string; en: string };
}

function placedOf(draft: ChapterDraft[], tab: CourseTab): Placed[] {
  return draft.flatMap((chapter, chapterIndex) =>
    chapter.steps.flatMap((step) =>
      step.activities
        .filter((a) => tab.lists(a.kind))
        .map((activity) => ({ activity, chapterIndex, chapterTitle: chapter.title, stepTitle: step.title })),
    ),
  );
}

/**
 * The draft with a new activity in the chosen step: a material first (what the student reads
 * before the step's tasks, as the server places one), anything else last.
 */
function withActivity(draft: ChapterDraft[], [chapterKey, stepKey]: [string, string], row: ActivityDraft) {
  const placed = (list: ActivityDraft[]) => (row.kind === 'material' ? [row, ...list] : [...list, row]);
  return draft.map((c) =>
    c.key !== chapterKey
      ? c
      : { ...c, steps: c.steps.map((s) => (s.key === stepKey ? { ...s, activities: placed(s.activities) } : s)) },
  );
}

const withoutActivity = (draft: ChapterDraft[], key: string) =>
  draft.map((c) => ({
    ...c,
    steps: c.steps.map((s) => ({ ...s, activities: s.activities.filter((a) => a.key !== key) })),
  }));

/** Titles hold 100 characters (OUTLINE_TITLE_MAX). */
const clip = (text: string) => text.slice(0, 100);

export function TabActivities({
  tab,
  draft,
  onChange,
}: {
  tab: CourseTab;
  draft: ChapterDraft[];
  onChange: (next: ChapterDraft[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'cn';
  const [picking, setPicking] = useState(false);
  const rows = placedOf(draft, tab);
  const isPapers = tab.poolTypes.length === 0;
  const name = (title: { cn: string; en: string }) => title[language] || title.cn || title.en;
  return (
    <Flex vertical gap={12} data-testid={`tab-${tab.key}`}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t(`builder.tabs.hint.${tab.key}`)}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          {t(isPapers ? 'builder.tabs.addPaper' : 'builder.tabs.addFromPool')}
        </Button>
      </Flex>
      <List
        bordered
        dataSource={rows}
        locale={{ emptyText: <Empty description={t(`builder.tabs.empty.${tab.key}`)} /> }}
        renderItem={({ activity, chapterIndex, chapterTitle, stepTitle }) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title={t('builder.tabs.removeConfirm')}
                onConfirm={() => onChange(withoutActivity(draft, activity.key))}
              >
                <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('builder.tabs.remove')}>
                  {t('builder.tabs.remove')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space wrap size={4}>
                  <Tag color="blue">{t(`course.kind.${activity.kind}`)}</Tag>
                  <span>{name(activity.title)}</span>
                  {activity.activityId === undefined && <Tag color="orange">{t('builder.tabs.unsaved')}</Tag>}
                </Space>
              }
              description={
                <Space wrap size={4}>
                  <span>
                    {t('builder.tabs.place', {
                      chapter: `${chapterIndex + 1}. ${name(chapterTitle)}`,
                      step: name(stepTitle),
                    })}
                  </span>
                  {activity.sourceTitle && activity.sourceTitle !== name(activity.title) && (
                    <Typography.Text type="secondary">· {activity.sourceTitle}</Typography.Text>
                  )}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {picking && isPapers && (
        <PaperPicker
          chapters={draft}
          onClose={() => setPicking(false)}
          onPick={(paper, place) => {
            const title = clip(paper.title);
            onChange(
              withActivity(draft, place, {
                key: newKey(),
                title: { cn: title, en: title },
                trainingId: null,
                kind: 'testPaper',
                paperId: paper.paperId,
                sourceTitle: paper.title,
              }),
            );
            setPicking(false);
          }}
        />
      )}
      {picking && !isPapers && (
        <PoolPicker
          tab={tab}
          chapters={draft}
          onClose={() => setPicking(false)}
          onPick={(resource, place) => {
            const kind = activityKindOf(resource);
            if (!kind) return;
            const title = clip(resource.title);
            onChange(
              withActivity(draft, place, {
                key: newKey(),
                title: { cn: title, en: title },
                trainingId: null,
                kind,
                resourceId: resource.resourceId,
                sourceTitle: resource.title,
              }),
            );
            setPicking(false);
          }}
        />
      )}
    </Flex>
  );
}
