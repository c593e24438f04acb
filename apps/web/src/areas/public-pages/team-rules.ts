/** The team form's field rules, in the page's language: the contract's limits, checked as the user types. */

import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

const MOBILE = /^1\d{10}$/;
const STUDENT_NUMBER = /^[A-Za-z0-9-]+$/;

type TeamField =
  | 'competition'
  | 'schoolName'
  | 'teamName'
  | 'teacherName'
  | 'teacherMobile'
  | 'memberName'
  | 'studentNumber'
  | 'memberMobile';

export function useTeamRules() {
  const { t } = useTranslation();
  const label = (field: TeamField): string => t(`publicPages.team.${field}`);
  return {
    required: (field: TeamField): Rule => ({
      required: true,
      message: t('publicPages.team.required', { field: label(field) }),
    }),
    text: (field: TeamField, min: number, max: number): Rule[] => [
      { required: true, whitespace: true, message: t('publicPages.team.required', { field: label(field) }) },
      { min, max, message: t('publicPages.team.length', { field: label(field), min, max }) },
    ],
    mobile: (field: TeamField): Rule[] => [
      { required: true, message: t('publicPages.team.required', { field: label(field) }) },
      { pattern: MOBILE, message: t('publicPages.team.mobileInvalid') },
    ],
    studentNumber: (): Rule[] => [
      { required: true, whitespace: true, message: t('publicPages.team.required', { field: label('studentNumber') }) },
      { pattern: STUDENT_NUMBER, max: 30, message: t('publicPages.team.studentNumberInvalid') },
    ],
  };
}
