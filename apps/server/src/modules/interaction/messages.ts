/**
 * The interactive group training's messages, in both interface languages (part 1 §5 rating
 * rules in the spec's words where it has them). platform/messages.ts assembles them.
 */
import type { TLanguageUse } from '@lingua/contracts';

export const interactionMessages = {
  interactionNotInteraction: { cn: '请选择互动实训的情景', en: 'Choose an interactive training scenario' },
  interactionNotForming: {
    cn: '活动已开始，不能再调整小组',
    en: 'The activity has started, so teams can no longer change',
  },
  interactionNotAnswering: { cn: '当前不在作答阶段', en: 'The activity is not in its answering stage' },
  interactionNotReviewing: { cn: '当前不在互评阶段', en: 'The activity is not in its peer-review stage' },
  interactionNotClosed: { cn: '请先结束互评', en: 'Close the peer review first' },
  interactionPublished: { cn: '成绩已发布，不能再修改', en: 'The scores are published and can no longer change' },
  interactionNotPublished: { cn: '成绩尚未发布', en: 'The scores are not published yet' },
  interactionTooFewTeams: {
    cn: '至少需要两个有成员的小组才能开始',
    en: 'At least two teams with members are needed to start',
  },
  interactionNoLeader: { cn: '“{team}”还没有组长', en: '{team} has no team leader yet' },
  interactionStudentTwice: {
    cn: '同一名学生不能同时在两个小组',
    en: 'A student cannot be in two teams',
  },
  interactionLeaderNotMember: { cn: '组长必须是本组成员', en: 'The team leader must be a member of the team' },
  interactionNoStudents: { cn: '班级还没有学生，无法分组', en: 'The class has no students to form teams from' },
  interactionTeamFull: { cn: '该小组人数已满，请选择其他小组', en: 'This team is full. Choose another team.' },
  interactionNotChoose: {
    cn: '本活动由教师分组，不能自行选择小组',
    en: 'Your teacher forms the teams of this activity',
  },
  interactionNotInTeam: { cn: '您还没有加入小组', en: 'You are not in a team yet' },
  interactionLeaderOnly: { cn: '只有组长可以提交', en: 'Only the team leader can submit' },
  interactionStageEmpty: {
    cn: '第 {stage} 阶段还没有作答，请先完成再提交',
    en: 'Stage {stage} has no answer yet. Answer it before submitting.',
  },
  interactionStageChanged: {
    cn: '组员刚刚修改了第 {stage} 阶段，请查看最新内容后再提交',
    en: 'A teammate has just changed stage {stage}. Read the latest version before submitting.',
  },
  interactionSubmitted: {
    cn: '本组已提交，答案不能再修改',
    en: 'Your team has submitted; the answers can no longer change',
  },
  interactionStaleSave: {
    cn: '组员已更新了这一阶段的答案，您的修改未保存。请在最新内容上继续编辑',
    en: 'A teammate has updated this stage, so your change was not saved. Continue from the latest text.',
  },
  interactionSelfReview: { cn: '不能给自己的小组评分', en: 'You cannot rate your own team' },
  interactionItemUnscored: {
    cn: '请为每一项评分后再提交',
    en: 'Score every item before submitting the review',
  },
  interactionScoreOverFull: {
    cn: '分数不能超过满分 {max} 分',
    en: 'A score cannot be more than the full mark of {max}',
  },
  interactionCommentEmpty: { cn: '评语不能为空', en: 'The comment cannot be empty' },
  interactionReviewDone: { cn: '本组已提交对该组的评分', en: 'Your team has already rated this team' },
  interactionTooFewSubmitted: {
    cn: '至少需要两个小组提交答案才能开始互评',
    en: 'At least two teams must submit before the peer review can start',
  },
  interactionPersonScoresMissing: {
    cn: '还有 {count} 名学生没有个人成绩，请先评分再发布',
    en: '{count} students have no personal score yet. Score them before publishing.',
  },
  interactionNotParticipant: {
    cn: '该小组没有提交答案，不参加评分',
    en: 'This team did not submit an answer, so it is not scored',
  },
  interactionTeamDropped: {
    cn: '本组已退出互评，不能再评分',
    en: 'Your team has dropped out of the peer review and can no longer rate',
  },
  interactionAlreadyDropped: { cn: '该小组已退出互评', en: 'This team has already dropped out of the review' },
  interactionDroppedNotice: {
    cn: '已标记该小组退出互评，其未完成的评分已分给其他小组',
    en: 'The team is marked as dropped out; its unfinished reviews went to the other teams',
  },
  interactionCreated: { cn: '互动实训已创建', en: 'The interactive training was created' },
  interactionStartedNotice: { cn: '互动实训已开始', en: 'The interactive training has started' },
  interactionSubmittedNotice: { cn: '本组答案已提交', en: "Your team's answers are submitted" },
  interactionReviewSaved: { cn: '评分已提交', en: 'Your rating is submitted' },
  interactionPublishedNotice: { cn: '成绩已发布', en: 'The scores are published' },
} as const satisfies Record<string, Record<TLanguageUse, string>>;
