/**
 * What the student's everyDay and learnAnalyse pages share: the breadcrumb back to the learning
 * home with the class picker (the same current class as every student page), the way to the
 * other page, and, in no class, what to do instead of empty charts. The page's body gets the class.
 */
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { ReportEmpty } from './report-parts';

export const EVERY_DAY_PATH = '/student/teaching/everyDay';
export const LEARN_ANALYSE_PATH = '/student/teaching/learnAnalyse';
export const PRACTISE_PATH = '/student/practicals';
const HOME_PATH = '/student/teaching/index';

export function MyLearningFrame({
  page,
  children,
}: {
  page: 'everyDay' | 'learnAnalyse';
  children: (classId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const choice = useClassChoice();
  const title = page === 'everyDay' ? t('myLearning.everyDayTitle') : t('myLearning.learnTitle');
  useDocumentTitle(title);
  const other =
    page === 'everyDay' ? (
      <Link to={LEARN_ANALYSE_PATH} data-testid="to-learn-analyse">
        {t('myLearning.toLearn')}
      </Link>
    ) : (
      <Link to={EVERY_DAY_PATH} data-testid="to-every-day">
        {t('myLearning.toEveryDay')}
      </Link>
    );
  const body = () => {
    if (choice.classId !== null) return children(choice.classId);
    if (choice.loading) return <Skeleton active paragraph={{ rows: 8 }} />;
    return (
      <ReportEmpty
        text={t('myLearning.noClass')}
        extra={
          <Link to={HOME_PATH}>
            <Button type="primary">{t('myLearning.toHome')}</Button>
          </Link>
        }
      />
    );
  };
  return (
    <div className="page-container">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[{ title: t('myLearning.home'), path: HOME_PATH }, { title }]}
        extra={other}
      />
      {body()}
    </div>
  );
}
