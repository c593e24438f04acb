/** Certificates (issue 20 item 4): the organiser's list and zip belong to the organising school. */
import type { World } from '../world';
import { publishedPeriod } from './competitions';
import { manager, type WalkCase } from './shared';

const COMPETITION_ID = 990_001;

/** A competition of school 1 with one certificate issued (issuing again changes nothing). */
async function issuedInSchool1(w: World): Promise<number> {
  await w.t.app.certificates.issue(w.t.db, {
    competitionId: COMPETITION_ID,
    schoolId: w.school1.id,
    competitionTitle: 'Business English Writing Contest 2026',
    organiser: 'Demo Foreign Language School',
    issuedOn: '2026-11-20',
    design: { background: '#1d3f72', accent: '#b8860b' },
    winners: [{ holderName: '王芳', idNumber: '11010519990307123X', award: 'First Prize', rank: 1 }],
  });
  return COMPETITION_ID;
}

const SCHOOL_ORGANISES = {
  teacherSameSchool: "the school organises the competition: its teachers run the results' certificates",
  ...manager,
};

export const certificatesCases: Record<string, WalkCase[]> = {
  '/openApi/certificates/issued': [
    { owner: 'teacher', body: async (w) => ({ competitionId: await issuedInSchool1(w) }), allow: SCHOOL_ORGANISES },
  ],
  '/openApi/certificates/batch': [
    { owner: 'teacher', body: async (w) => ({ competitionId: await issuedInSchool1(w) }), allow: SCHOOL_ORGANISES },
  ],
  '/openApi/certificates/issueForPeriod': [
    {
      owner: 'teacher',
      body: async (w) => ({ periodId: await publishedPeriod(w), rule: { kind: 'top', first: 1, second: 0, third: 0 } }),
      allow: manager,
    },
  ],
};

export const CERTIFICATES_EXEMPT: Record<string, string> = {
  '/openApi/certificates/find':
    "public by design (/find_certificate): answers only the certificates matching the competition, the name and the ID number's HMAC together, limited per address and per name; a wrong ID number answers as not found (certificates/certificates.test.ts)",
};

const publicMade = new WeakMap<World, Promise<number>>();

/** A public competition of school 1, organised by its manager. */
function publicCompetition(w: World): Promise<number> {
  let made = publicMade.get(w);
  if (!made) {
    made = (async () => {
      const r = await w.t.call<{ abilityCompId: number }>(
        '/openApi/competitionTeacher/competition/save',
        { abilityCompName: 'Open Business English Contest', isPublicCompetition: 1, eligibility: 0 },
        { token: w.people.managerA.token },
      );
      if (!r.body.data) throw new Error(`public competition: ${r.status} ${r.body.message}`);
      return r.body.data.abilityCompId;
    })();
    publicMade.set(w, made);
  }
  return made;
}

const OPEN_TO_STUDENTS = 'a public competition takes registrations from students (each their own entry)';

/** Registration for a public competition (issue 20 item 3). */
export const competitionPublicCases: Record<string, WalkCase[]> = {
  '/openApi/competitionPublic/register': [
    {
      owner: 'student',
      body: async (w) => ({
        abilityCompId: await publicCompetition(w),
        name: '王芳',
        idNumber: '11010519990307123X',
        mobile: '13912345678',
      }),
      allow: { classmate: OPEN_TO_STUDENTS, studentOtherClass: OPEN_TO_STUDENTS },
    },
  ],
};

export const COMPETITION_PUBLIC_EXEMPT: Record<string, string> = {
  '/openApi/competitionPublic/competition':
    'public by design (/competition?id=N): answers only a public competition (a school-only or deleted one is not found), without its commitment (competition-public/public-pages.test.ts)',
  '/openApi/competitionPublic/scoreboard':
    'public by design (/compscore): only a public competition, names masked, no mobile, ID number or account id (competition-public/public-pages.test.ts)',
  '/openApi/competitionPublic/findScore':
    "public by design (/find_score): answers only the registration matching the competition, the name and the ID number's HMAC together, limited per address and per name; a wrong ID number answers as not found (competition-public/competition-public.test.ts)",
};
