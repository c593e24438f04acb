/**
 * study_preview, practical_preview, case_preview and question_bank_preview: the resource's facts,
 * then its training as the student sees it, through the teacher's own training preview
 * (areas/trainings TrainingPreviewView) inside the pool's shell: answerable, nothing saved, the
 * answer key behind a switch. A case opens its try-out pages (try-out/), and any training can be
 * copied into the teacher's own version.
 */
import { EditOutlined, ExperimentOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddToCourseButton } from '../course-builder/add-to-course';
import { TrainingPreviewView } from '../trainings/training-preview-page';
import { CopyTrainingButton } from './copy-training-button';
import { EditQuestionsDrawer } from './edit-questions-drawer';
import { FavouriteButton } from './favourite-button';
import { FactsCard, PreviewFrame } from './preview-frame';
import { tryHref } from './try-out/try-paths';

export function TrainingResourcePreviewPage() {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <PreviewFrame>
      {(resource) =>
        resource.trainingId === null ? (
          <>
            <FactsCard resource={resource} />
            <Alert type="info" showIcon message={t('pool.preview.noTraining')} />
          </>
        ) : (
          <>
            <TrainingPreviewView
              trainingId={resource.trainingId}
              classId={null}
              actions={
                <Space wrap>
                  {tryHref(resource) ? (
                    <Link to={tryHref(resource) ?? ''} data-testid="pool-try-out">
                      <Button type="primary" icon={<ExperimentOutlined />}>
                        {t('poolTry.tryOut')}
                      </Button>
                    </Link>
                  ) : null}
                  {resource.editable ? (
                    <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="pool-edit-questions">
                      {t('poolManage.editQuestions')}
                    </Button>
                  ) : (
                    <CopyTrainingButton resource={resource} />
                  )}
                  <FavouriteButton resourceId={resource.resourceId} isFavourite={resource.isFavourite} withText />
                  <AddToCourseButton resource={resource} />
                </Space>
              }
            />
            <div style={{ marginTop: 12 }}>
              <FactsCard resource={resource} />
            </div>
            {resource.editable ? (
              <EditQuestionsDrawer
                resourceId={resource.resourceId}
                trainingId={resource.trainingId}
                open={editing}
                onClose={() => setEditing(false)}
              />
            ) : null}
          </>
        )
      }
    </PreviewFrame>
  );
}
