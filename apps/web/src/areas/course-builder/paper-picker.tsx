/** The TestPaper tab's picker: the exam papers the teacher may use, and the step it goes in. */
import type { TPaperOption } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, List, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { firstStep, StepChoice, type StepPlace } from './step-choice';

export function PaperPicker({
  chapters,
  onClose,
  onPick,
}: {
  chapters: StepPlace[];
  onClose: () => void;
  onPick: (paper: TPaperOption, place: [string, string]) => void;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState(() => firstStep(chapters));
  const papers = useQuery({ queryKey: builderKeys.papers, queryFn: courseBuilderApi.paperOptions });
  return (
    <Modal open title={t('builder.tabs.pick.TestPaper')} onCancel={onClose} footer={null} width={640}>
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          <span style={{ whiteSpace: 'nowrap' }}>{t('builder.tabs.where')}</span>
          <div style={{ flex: '1 1 240px' }}>
            <StepChoice chapters={chapters} value={place} onChange={setPlace} />
          </div>
        </Flex>
        {papers.isError && <Alert type="error" showIcon message={t('builder.loadFailed')} />}
        <List
          loading={papers.isLoading}
          dataSource={papers.data ?? []}
          locale={{
            emptyText: (
              <Space orientation="vertical">
                <span>{t('builder.tabs.noPapers')}</span>
                <Link to="/teacher/teaching/testIndex">{t('builder.tabs.makePaper')}</Link>
              </Space>
            ),
          }}
          renderItem={(paper) => (
            <List.Item
              actions={[
                <Button
                  key="add"
                  size="small"
                  type="primary"
                  disabled={place === null}
                  onClick={() => place && onPick(paper, place)}
                >
                  {t('builder.tabs.add')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={paper.title}
                description={
                  <Space wrap size={4}>
                    <Tag>
                      {t('builder.tabs.paperFacts', {
                        n: paper.questionCount,
                        mark: paper.fullMark,
                        minutes: paper.timeMinutes,
                      })}
                    </Tag>
                    <span>{paper.teacherName}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Flex>
    </Modal>
  );
}
