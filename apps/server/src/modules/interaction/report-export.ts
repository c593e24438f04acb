/** The activity's report as xlsx (interactive_training_report): teams, people, ratings, adjustments. */
import type { TFileDownload, TLanguageUse } from '@lingua/contracts';
import ExcelJS from 'exceljs';
import type { ActivityData } from './activity-data';
import { results } from './activity-data';

const TEXT = {
  cn: {
    teams: '小组成绩',
    people: '个人成绩',
    reviews: '互评记录',
    team: '小组',
    stage: '阶段{n}',
    teamScore: '小组成绩',
    rank: '排名',
    name: '姓名',
    leader: '组长',
    yes: '是',
    personal: '个人成绩',
    total: '总成绩',
    reviewer: '评分小组',
    target: '被评小组',
    items: '各项评分',
    comment: '评语',
    adjusted: '教师调整（原因）',
    file: '互动实训报告',
  },
  en: {
    teams: 'Team scores',
    people: 'Personal scores',
    reviews: 'Peer reviews',
    team: 'Team',
    stage: 'Stage {n}',
    teamScore: 'Team score',
    rank: 'Rank',
    name: 'Name',
    leader: 'Leader',
    yes: 'yes',
    personal: 'Personal score',
    total: 'Total',
    reviewer: 'Reviewing team',
    target: 'Team reviewed',
    items: 'Item scores',
    comment: 'Comment',
    adjusted: 'Teacher adjustments (reason)',
    file: 'Interactive training report',
  },
} as const;

export async function exportReport(data: ActivityData, language: TLanguageUse): Promise<TFileDownload> {
  const t = TEXT[language];
  const r = results(data);
  const workbook = new ExcelJS.Workbook();
  const stageHeaders = data.stages.map((s) => t.stage.replace('{n}', String(s.sort)));

  const teams = workbook.addWorksheet(t.teams);
  teams.addRow([t.team, ...stageHeaders, t.teamScore, t.rank, t.adjusted]);
  for (const team of [...r.teams].sort((a, b) => a.rank - b.rank)) {
    const adjusted = team.stages
      .filter((s) => s.adjusted)
      .map(
        (s) =>
          `${stageHeaders[data.stages.findIndex((x) => x.stageId === s.stageId)]}: ${s.adjusted?.score} (${s.adjusted?.reason})`,
      )
      .join('; ');
    teams.addRow([team.name, ...team.stages.map((s) => s.score), team.teamScore, team.rank, adjusted]);
  }

  const people = workbook.addWorksheet(t.people);
  people.addRow([t.name, t.team, t.leader, t.teamScore, t.personal, t.total, t.rank]);
  for (const p of [...r.persons].sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9))) {
    people.addRow([
      p.name,
      p.teamName,
      p.isLeader ? t.yes : '',
      p.teamScore,
      p.personalScore ?? '',
      p.total ?? '',
      p.rank ?? '',
    ]);
  }

  const reviews = workbook.addWorksheet(t.reviews);
  reviews.addRow([t.reviewer, t.target, t.items, t.comment]);
  const name = (id: number) => data.teams.find((x) => x.teamId === id)?.name ?? '';
  for (const rv of data.reviews) {
    if (!rv.submittedAt || !rv.scores) continue;
    const items = rv.scores
      .map((s) => `${stageHeaders[data.stages.findIndex((x) => x.stageId === s.stageId)]}: ${s.items.join('/')}`)
      .join('; ');
    reviews.addRow([name(rv.reviewerTeamId), name(rv.targetTeamId), items, rv.comment ?? '']);
  }
  for (const sheet of [teams, people, reviews]) {
    sheet.getRow(1).font = { bold: true };
    sheet.columns.forEach((c) => {
      c.width = 18;
    });
  }
  const safe = data.activity.title.replace(/[\\/:*?"<>|]/g, '_');
  return {
    fileName: `${t.file}-${safe}.xlsx`,
    base64: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
  };
}
