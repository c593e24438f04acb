/**
 * Negotiation contests' messages in both interface languages. platform/messages.ts assembles them.
 */
export const negotiationMessages = {
  negotiationCreated: { cn: '谈判竞赛已创建', en: 'The negotiation contest is created' },
  negotiationUnknownCase: { cn: '请选择谈判案例', en: 'Choose a negotiation case' },
  negotiationNotForming: {
    cn: '竞赛已开始，不能再调整队伍',
    en: 'The contest has started, so teams can no longer change',
  },
  negotiationStudentTwice: { cn: '同一名学生不能同时在两支队伍', en: 'A student cannot be in two teams' },
  negotiationNoTeams: {
    cn: '请先组建至少一组买卖双方队伍',
    en: 'Form at least one pairing of a seller and a buyer team first',
  },
  negotiationWrongPhase: {
    cn: '竞赛只能进入下一阶段：{phase}',
    en: 'The contest can only move on to its next phase: {phase}',
  },
  negotiationNotSimulation: { cn: '当前不在模拟谈判阶段', en: 'The contest is not in its simulation round' },
  negotiationSimulationDone: { cn: '你的队伍已完成模拟谈判', en: 'Your team has finished the simulation' },
  negotiationNotPlatform: { cn: '当前不在平台对抗阶段', en: 'The contest is not in its platform round' },
  negotiationTimeUp: { cn: '平台对抗时间已到', en: 'Time is up for the platform round' },
  negotiationNotYourTurn: { cn: '现在轮到对方发言', en: 'It is the other team’s turn to speak' },
  negotiationTurnsUsed: { cn: '本轮发言次数已用完', en: 'All turns of the platform round are used' },
  negotiationTurnTaken: {
    cn: '队友刚刚发言了，请查看最新内容',
    en: 'A teammate has just spoken; read the latest turn first',
  },
  negotiationNotReview: { cn: '当前不在评审阶段', en: 'The contest is not in its review phase' },
  negotiationScoreEveryCriterion: {
    cn: '请为评分标准的每一项打分（共{count}项）',
    en: 'Score every criterion of the rubric ({count} in all)',
  },
  negotiationScoreOverMax: {
    cn: '“{name}”的分数须在0到{max}之间',
    en: 'The score for “{name}” must be between 0 and {max}',
  },
  negotiationUnscoredTeams: {
    cn: '还有队伍未评分：{teams}',
    en: 'Some teams have no score yet: {teams}',
  },
  negotiationJudgeNotTeacher: {
    cn: '评委须是本校的教师',
    en: 'A judge must be a teacher of the school',
  },
  negotiationJudgesSaved: { cn: '评委已保存', en: 'The judges are saved' },
  negotiationPublishedNotice: { cn: '排名已发布，公开页面可见', en: 'The ranking is published on the public page' },
} as const;
