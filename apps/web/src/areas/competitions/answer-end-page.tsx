/** /competition/student/onlineTestAnswerEnd?examId= : the round is handed in; on to the report, the ranking, the competition. */
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useChosenCompetition } from './chosen-competition';

export function AnswerEndPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const examId = Number(params.get('examId') ?? 0);
  const chosen = useChosenCompetition();
  useDocumentTitle(t('competition.endTitle'));
  // The period of this round, found on the competition's entrance view.
  const view = useQuery({
    queryKey: ['competitionEntrance', chosen?.id ?? 0],
    queryFn: () => competitionApi.entrance(chosen?.id ?? 0),
    enabled: Boolean(chosen?.id),
    // The round was just handed in: the period's attempt is read fresh, never from before it.
    refetchOnMount: 'always',
  });
  const period = view.data?.periods.find((p) => p.examId === examId);
  return (
    <div className="page-container">
      <Card>
        <Result
          status="success"
          title={t('competition.endTitle')}
          subTitle={t('competition.endHint')}
          extra={
            <Space wrap>
              {period?.attemptId ? (
                <Button
                  type="primary"
                  onClick={() => navigate(`/competition/student/onlineTestAnswerReport?attemptId=${period.attemptId}`)}
                  data-testid="end-report"
                >
                  {t('competition.report')}
                </Button>
              ) : null}
              {period ? (
                <Button
                  onClick={() => navigate(`/competition/student/ranking?periodId=${period.periodId}`)}
                  data-testid="end-ranking"
                >
                  {t('competition.ranking')}
                </Button>
              ) : null}
              <Button
                onClick={() =>
                  navigate(chosen ? `/competition/student/entrance?id=${chosen.id}` : '/competition/student/index')
                }
              >
                {t('competition.backToCompetition')}
              </Button>
            </Space>
          }
        />
      </Card>
    </div>
  );
}
