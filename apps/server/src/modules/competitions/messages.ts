/**
 * The competitions' messages in both interface languages (part 2 §5's withdrawal texts in the
 * spec's words). platform/messages.ts assembles them.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const competitionsMessages = {
  withdrawalReasonRequired: { cn: '退赛理由不能为空', en: 'Give a reason for withdrawing' },
  withdrawalReasonTooLong: {
    cn: '退赛理由不能超过 500 个字符',
    en: 'The reason for withdrawing can be at most 500 characters',
  },
  competitionNotOrganiser: {
    cn: '您还没有赛事组织权限，请联系学校管理员开通',
    en: 'You do not have the competition organiser right yet. Ask your school manager to grant it.',
  },
  competitionWithdrawalClosed: {
    cn: '本赛事不允许退赛',
    en: 'This competition does not allow withdrawing',
  },
  competitionNotEntered: { cn: '您还没有报名本赛事', en: 'You have not entered this competition' },
  competitionWithdrawn: { cn: '您已退出本赛事', en: 'You have withdrawn from this competition' },
  competitionCommitmentNotNeeded: {
    cn: '本赛事无需签署承诺书',
    en: 'This competition needs no signed commitment',
  },
  competitionOtherSchool: {
    cn: '本赛事的线上答题只对主办学校的学生开放',
    en: 'The online rounds of this competition are open to the organising school’s students only',
  },
  competitionPeriodStarted: {
    cn: '本轮已有选手开始答题，不能再更换试卷',
    en: 'Entrants have started this round, so its paper can no longer change',
  },
  competitionSaved: { cn: '赛事已保存', en: 'The competition is saved' },
  competitionPeriodSaved: { cn: '赛程已保存', en: 'The period is saved' },
  competitionEntered: { cn: '报名成功', en: 'You have entered the competition' },
  competitionCommitmentSigned: { cn: '承诺书已签署', en: 'The commitment is signed' },
  competitionWithdrawalDone: { cn: '您已退赛', en: 'You have withdrawn' },
  competitionResultsPublished: { cn: '成绩已发布', en: 'The results are published' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
