/**
 * An import's refusal shown whole: every bad row with its field (the server lists them in the
 * error's data and imports nothing), or the one message when the file itself is wrong.
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';

interface RowError {
  row: number;
  field?: string;
  message: string;
}

export function rowErrors(details: unknown): RowError[] {
  if (typeof details !== 'object' || details === null || !('errors' in details) || !Array.isArray(details.errors))
    return [];
  return details.errors.filter((e): e is RowError => typeof e?.row === 'number' && typeof e?.message === 'string');
}

/** `title`: what failed, in the page's words. */
export function useImportErrors(title: string) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return (error: unknown) => {
    const rows = isApiError(error) ? rowErrors(error.details) : [];
    modal.error({
      title,
      width: 560,
      content: (
        <div data-testid="roster-errors">
          {rows.length > 0
            ? rows.map((r) => <div key={`${r.row}-${r.field ?? ''}`}>{r.message}</div>)
            : isApiError(error)
              ? error.message
              : t('error.unknown')}
        </div>
      ),
    });
  };
}
