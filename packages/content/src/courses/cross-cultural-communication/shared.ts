/**
 * What the cross-cultural-communication trainings share: the listening intro line and the marking
 * notes the speaking items repeat (the listening rules are trainings/listening-rules.ts).
 */

/** Intro line of every listening training, after its own first sentence. */
export const playOnce = [
  '先完整听一遍再作答，最多播放 3 次。',
  'Play it through once before answering; at most 3 plays.',
] as const;

export const wordStress = [
  '注意单词重音，完整读出每个音节。',
  'Stress the right syllable and say every syllable.',
] as const;

export const sentenceFlow = [
  '注意意群停顿与连读，句末语调自然下降。',
  'Pause between thought groups, link the words inside them and let the voice fall at the end.',
] as const;

export const rolePlayIntro = [
  '选择一个角色，机器朗读其他角色，你录下自己的台词。',
  'Choose a role; the machine reads the others and you record your lines.',
] as const;
