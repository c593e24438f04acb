/** The left of the top bar: school logo and platform name; a click opens the school introduction. */
import { Avatar, Typography } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { useSession } from '../../session/store';
import { usePlatformName, useSchool } from '../../shared/use-school';
import { WhenOpened } from '../../shared/when-opened';

// With the school's rich text (and its sanitiser), loaded on the first click.
const SchoolIntroDialog = lazy(() => import('./school-intro-dialog').then((m) => ({ default: m.SchoolIntroDialog })));

interface SchoolBrandProps {
  /** 600 px dialog in the teacher shell, 1000 px elsewhere (part 2 §9). */
  dialog: 'teacher' | 'wide';
}

export function SchoolBrand({ dialog }: SchoolBrandProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const competition = useSession((s) => s.modes.competition);
  const { data: school } = useSchool();
  const platformName = usePlatformName(school);
  // Competition mode shows no school introduction (part 1 §6).
  const canOpen = Boolean(school) && !competition;
  const showSchoolName = school !== undefined && !platformName.includes(school.schoolName);
  return (
    <>
      <button
        type="button"
        className="shell-brand"
        data-testid="school-brand"
        onClick={() => canOpen && setOpen(true)}
        title={canOpen ? t('school.introTitle') : undefined}
        style={{ cursor: canOpen ? 'pointer' : 'default' }}
      >
        {school?.schoolLogUrl ? (
          <Avatar shape="square" size={36} src={school.schoolLogUrl} alt={school.schoolName} />
        ) : (
          <LinguaLogo size={32} />
        )}
        <span className="shell-brand-text">
          <Typography.Text strong className="shell-brand-title" ellipsis>
            {platformName || 'Lingua'}
          </Typography.Text>
          {showSchoolName ? (
            <Typography.Text type="secondary" className="shell-brand-sub" ellipsis>
              {school.schoolName}
            </Typography.Text>
          ) : null}
        </span>
      </button>
      <WhenOpened open={open}>
        <SchoolIntroDialog open={open} onClose={() => setOpen(false)} school={school} variant={dialog} />
      </WhenOpened>
    </>
  );
}
