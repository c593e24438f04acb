/** Settings and intros that several Business Etiquette trainings share. */

/** Role dialogues and role plays: the student records one role, the machine speaks the others. */
export const dialogueIntro = [
  '选择一个角色，机器朗读其他角色，你录下自己的台词。每个场景都完整演一遍。',
  'Choose a role; the machine reads the others and you record your lines. Play every scene through.',
] as const;
