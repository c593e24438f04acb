/** Breadcrumb pattern of part 1 §2: area, training kind, then answer / report / history / completion. */
import type { TPageFamily, TTrainingKind } from '@lingua/contracts';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TrainingBreadcrumb({ kind, family }: { kind: TTrainingKind; family: TPageFamily }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={[
        { title: <Link to="/student/practicals/index/practical">{t('training.area')}</Link> },
        { title: t(`training.kind.${kind}`) },
        { title: t(`training.family.${family}`) },
      ]}
    />
  );
}
