/**
 * study_preview, practical_preview, case_preview and question_bank_preview: the resource's facts,
 * then its training as the student sees it, through the teacher's own training preview
 * (areas/trainings TrainingPreviewView) inside the pool's shell: answerable, nothing saved, the
 * answer key behind a switch.
 */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrainingPreviewView } from '../trainings/training-preview-page';
import { FavouriteButton } from './favourite-button';
import { FactsCard, PreviewFrame } from './preview-frame';

export function TrainingResourcePreviewPage() {
  const { t } = useTranslation();
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
              actions={<FavouriteButton resourceId={resource.resourceId} isFavourite={resource.isFavourite} withText />}
            />
            <div style={{ marginTop: 12 }}>
              <FactsCard resource={resource} />
            </div>
          </>
        )
      }
    </PreviewFrame>
  );
}
