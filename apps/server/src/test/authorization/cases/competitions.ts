/** The authorization walk: competitions (issue 20). Teacher A organises; student A enters. */
import { userRoles } from '../../../db/schema';
import type { World } from '../world';
import { examTerms, FILES, MANAGER, manager, type WalkCase } from './shared';

const C = '/openApi/competitionTeacher';
const ST = '/openApi/competitionStudent/competitionInfo';

const SCHOOL_STUDENTS = 'a school-only competition is open to every student of its school (their own entry)';
const OWN_ENTRY = "the call acts on the caller's own entry only (a student who has not entered gets 409)";
const students = { classmate: SCHOOL_STUDENTS, studentOtherClass: SCHOOL_STUDENTS };

interface WalkCompetition {
  abilityCompId: number;
  periodId: number;
}
const made = new WeakMap<World, Promise<WalkCompetition>>();

/** Teacher A (given the organiser role) organises a competition with a period; student A enters and signs. */
async function makeCompetition(w: World): Promise<WalkCompetition> {
  const { teacherA, studentA } = w.people;
  await w.t.db.insert(userRoles).values({ userId: teacherA.id, role: 'competitionOrganiser' }).onConflictDoNothing();
  const as = async <T>(token: string, url: string, body: object) => {
    const r = await w.t.call<T>(url, body, { token });
    if (!r.body.data) throw new Error(`${url}: ${r.status} ${r.body.message}`);
    return r.body.data;
  };
  const { abilityCompId } = await as<{ abilityCompId: number }>(teacherA.token, `${C}/competition/save`, {
    abilityCompName: 'Walk contest',
  });
  const { periodId } = await as<{ periodId: number }>(teacherA.token, `${C}/period/save`, {
    abilityCompId,
    stage: 'preliminary',
    name: 'Preliminary',
    paperId: w.paperId,
    ...examTerms(),
  });
  await as(studentA.token, `${ST}/enter`, { abilityCompId });
  await as(studentA.token, `${ST}/signCommitment`, { abilityCompId });
  return { abilityCompId, periodId };
}

/** One competition for the calls that change nothing lasting. */
function competitionOf(w: World): Promise<WalkCompetition> {
  let p = made.get(w);
  if (!p) {
    p = makeCompetition(w);
    made.set(w, p);
  }
  return p;
}

/** Teacher A's period with its results published (the certificates' rule needs them). */
export async function publishedPeriod(w: World): Promise<number> {
  const { periodId } = await competitionOf(w);
  const r = await w.t.call(`${C}/period/publish`, { periodId }, { token: w.people.teacherA.token });
  if (r.status !== 200) throw new Error(`publish: ${r.status} ${r.body.message}`);
  return periodId;
}

export const byComp = async (w: World) => ({ abilityCompId: (await competitionOf(w)).abilityCompId });
const byPeriod = async (w: World) => ({ periodId: (await competitionOf(w)).periodId });

export const competitionsCases: Record<string, WalkCase[]> = {
  [`${ST}/competitionMain`]: [{ owner: 'student', body: byComp, allow: { ...students, ...manager } }],
  [`${ST}/entrance`]: [{ owner: 'student', body: byComp, allow: students }],
  [`${ST}/enter`]: [{ owner: 'student', body: byComp, allow: students }],
  [`${ST}/signCommitment`]: [{ owner: 'student', body: byComp, allow: students }],
  [`${ST}/ranking`]: [{ owner: 'student', body: byPeriod, allow: { ...students, ...manager } }],
  [`${ST}/withdrawal`]: [
    {
      owner: 'student',
      // A fresh competition each time: the owner's withdrawal ends their entry.
      body: async (w) => ({ abilityCompId: (await makeCompetition(w)).abilityCompId, stuId: '', reason: '时间冲突' }),
      allow: { classmate: OWN_ENTRY, studentOtherClass: OWN_ENTRY },
    },
  ],
  [`${C}/competition/save`]: [
    {
      owner: 'teacher',
      body: async (w) => ({ ...(await byComp(w)), abilityCompName: 'Walk contest' }),
      allow: manager,
      fileFields: FILES,
    },
  ],
  [`${C}/competition/detail`]: [{ owner: 'teacher', body: byComp, allow: manager }],
  [`${C}/competition/entries`]: [{ owner: 'teacher', body: byComp, allow: manager }],
  [`${C}/period/save`]: [
    {
      owner: 'teacher',
      body: async (w) => ({
        ...(await byComp(w)),
        stage: 'semiFinal',
        name: 'Semi-final',
        paperId: w.paperId,
        ...examTerms(),
      }),
      allow: { managerSameSchool: `${MANAGER}; the manager reads the school's papers` },
    },
  ],
  [`${C}/period/publish`]: [{ owner: 'teacher', body: byPeriod, allow: manager }],
  [`${C}/period/cheating`]: [{ owner: 'teacher', body: byPeriod, allow: manager }],
};
