/** Choosing a chapter and one of its steps (the pickers' "where it goes"), by the rows' keys. */
import { Cascader } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StepPlace {
  key: string;
  title: { cn: string; en: string };
  steps: { key: string; title: { cn: string; en: string } }[];
}

export function StepChoice({
  chapters,
  value,
  onChange,
}: {
  chapters: StepPlace[];
  value: [string, string] | null;
  onChange: (value: [string, string] | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'cn';
  const name = (title: { cn: string; en: string }) => title[language] || title.cn || title.en || '—';
  return (
    <Cascader
      style={{ width: '100%' }}
      aria-label={t('builder.tabs.where')}
      placeholder={t('builder.tabs.where')}
      value={value ?? undefined}
      allowClear={false}
      notFoundContent={t('builder.tabs.noSteps')}
      options={chapters.map((c, i) => ({
        value: c.key,
        label: `${i + 1}. ${name(c.title)}`,
        disabled: c.steps.length === 0,
        children: c.steps.map((s) => ({ value: s.key, label: name(s.title) })),
      }))}
      onChange={(v) => onChange(v && v.length === 2 ? [String(v[0]), String(v[1])] : null)}
    />
  );
}

/** The first step of the course, the pickers' default place. */
export function firstStep(chapters: StepPlace[]): [string, string] | null {
  const chapter = chapters.find((c) => c.steps.length > 0);
  const step = chapter?.steps[0];
  return chapter && step ? [chapter.key, step.key] : null;
}
