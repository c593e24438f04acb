/** The public competitions to choose from (registration, find my score). */
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { competitionPublicApi } from '../../api/competition-public';

/** `id` is the one Form.Item hands its field, so the item's label names this select. */
export function CompetitionSelect(props: {
  id?: string;
  value?: number;
  onChange?: (id: number) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['competitionPublic', 'list'], queryFn: competitionPublicApi.list });
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      loading={query.isPending}
      placeholder={t('compPublic.score.chooseCompetition')}
      notFoundContent={t('compPublic.score.noCompetition')}
      options={(query.data ?? []).map((c) => ({
        value: c.abilityCompId,
        label: `${c.abilityCompName} · ${c.schoolName}`,
      }))}
      style={{ width: '100%', maxWidth: 480 }}
      data-testid={props.testId ?? 'competition-select'}
    />
  );
}
