/**
 * What the trainings of the Foreign Trade Documents course share: the reading hints of its word
 * trainings. (Listening trainings play under their kind's default rules: once through, 3 plays.)
 */

/** The hint under every word read aloud: stress and whole syllables. */
export const stress = ['注意单词重音，读清每个音节。', 'Stress the right syllable and say every syllable.'] as const;
