/**
 * A tab's pool picker: the pool's own search (what the teacher may see, by relevance) narrowed to
 * the tab's kinds, with the kind and level facets and their counts, and where the pick goes (a
 * chapter's step). A resource the tab cannot take is shown, greyed, with the reason.
 */
import type { TPoolResource, TResourceTopLevelType } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, List, Modal, Pagination, Segmented, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resourcePoolApi } from '../../api/resource-pool';
import { kindByType, previewHref } from '../../features/pool-kinds/pool-kinds';
import { activityKindOf, type CourseTab, tabAccepts } from './course-tabs';
import { firstStep, StepChoice, type StepPlace } from './step-choice';

const PAGE_SIZE = 8;
type Level = 1 | 2 | 3;

export function PoolPicker({
  tab,
  chapters,
  onClose,
  onPick,
}: {
  tab: CourseTab;
  chapters: StepPlace[];
  onClose: () => void;
  onPick: (resource: TPoolResource, place: [string, string]) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState<TResourceTopLevelType>(tab.poolTypes[0] ?? 1);
  const [level, setLevel] = useState<Level | undefined>();
  const [pageNum, setPageNum] = useState(1);
  const [place, setPlace] = useState(() => firstStep(chapters));
  const found = useQuery({
    queryKey: ['courseBuilder', 'poolPicker', keyword, type, level, pageNum],
    queryFn: () =>
      resourcePoolApi.search({
        resourceName: keyword,
        resourceTopLevelType: type,
        level,
        pageNum,
        pageSize: PAGE_SIZE,
      }),
  });
  const counts = new Map((found.data?.facets.kinds ?? []).map((k) => [Number(k.value), k.count]));
  return (
    <Modal open title={t(`builder.tabs.pick.${tab.key}`)} onCancel={onClose} footer={null} width={760}>
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <span style={{ whiteSpace: 'nowrap' }}>{t('builder.tabs.where')}</span>
          <div style={{ flex: '1 1 240px' }}>
            <StepChoice chapters={chapters} value={place} onChange={setPlace} />
          </div>
        </Flex>
        {place === null && <Alert type="warning" showIcon message={t('builder.tabs.noSteps')} />}
        <Input.Search
          allowClear
          enterButton
          placeholder={t('builder.tabs.searchPool')}
          aria-label={t('builder.tabs.searchPool')}
          maxLength={50}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNum(1);
          }}
        />
        <Flex gap={8} wrap align="center">
          {tab.poolTypes.length > 1 && (
            // Scrolls sideways on a phone rather than running off the dialog.
            <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
              <Segmented
                value={type}
                onChange={(v) => {
                  setType(v as TResourceTopLevelType);
                  setPageNum(1);
                }}
                options={tab.poolTypes.map((k) => ({
                  value: k,
                  label: `${t(`pool.kind.${kindByType(k)?.key ?? 'study'}`)}${counts.has(k) ? ` ${counts.get(k)}` : ''}`,
                }))}
              />
            </div>
          )}
          <Select<Level>
            allowClear
            style={{ width: 140 }}
            placeholder={t('pool.preview.level')}
            aria-label={t('pool.preview.level')}
            value={level}
            onChange={(v) => {
              setLevel(v);
              setPageNum(1);
            }}
            options={(found.data?.facets.levels ?? []).map((l) => ({
              value: Number(l.value) as Level,
              label: `${l.label} (${l.count})`,
            }))}
          />
        </Flex>
        {found.isError && <Alert type="error" showIcon message={t('builder.loadFailed')} />}
        <List
          loading={found.isLoading}
          dataSource={found.data?.list ?? []}
          data-testid="pool-picker-results"
          renderItem={(resource) => {
            const accepted = tabAccepts(tab, resource);
            const kind = activityKindOf(resource);
            return (
              <List.Item
                actions={[
                  <Tooltip key="add" title={accepted ? undefined : t('builder.tabs.notForTab')}>
                    <Button
                      size="small"
                      type="primary"
                      disabled={!accepted || place === null}
                      onClick={() => place && onPick(resource, place)}
                    >
                      {t('builder.tabs.add')}
                    </Button>
                  </Tooltip>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Link to={previewHref(resource)} target="_blank">
                      {resource.title}
                    </Link>
                  }
                  description={
                    <Space wrap size={4}>
                      {kind && <Tag color="blue">{t(`course.kind.${kind}`)}</Tag>}
                      {resource.mediaType && <Tag>{t(`pool.media.${resource.mediaType}`)}</Tag>}
                      <Tag>{t(`pool.level.${String(resource.level) as '1'}`)}</Tag>
                      <Tag>{t(`pool.origin.${resource.origin}`)}</Tag>
                      <span>{t('builder.tabs.used', { count: resource.usageCount })}</span>
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
        <Pagination
          size="small"
          align="end"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={found.data?.page.total ?? 0}
          onChange={setPageNum}
          showSizeChanger={false}
          hideOnSinglePage
        />
      </Flex>
    </Modal>
  );
}
