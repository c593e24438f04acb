/**
 * The authorization walk: the device check before a competition and the organiser's team list
 * (issue 20). Teacher A organises the walk's competition; student A entered it.
 */
import { byComp } from './competitions';
import { manager, type WalkCase } from './shared';

const SCHOOL_STUDENTS =
  'a school-only competition is open to every student of its school: each records their own device check';
const students = { classmate: SCHOOL_STUDENTS, studentOtherClass: SCHOOL_STUDENTS };

export const deviceCheckCases: Record<string, WalkCase[]> = {
  '/openApi/deviceCheck/target': [{ owner: 'student', body: byComp, allow: students }],
  '/openApi/deviceCheck/record': [
    {
      owner: 'student',
      body: async (w) => ({ ...(await byComp(w)), passed: ['browser', 'network'], roundTripMs: 40, uploadKbps: 8000 }),
      allow: students,
    },
  ],
  '/openApi/competitionPublic/teamRegistrations': [{ owner: 'teacher', body: byComp, allow: manager }],
};

export const DEVICE_CHECK_EXEMPT: Record<string, string> = {
  '/openApi/overall/externalPage':
    "the url names another site's page, nobody's object here: it is only checked against the configured hosts (external-pages/external-page.test.ts)",
  '/openApi/competitionPublic/teamRegister':
    "public by design (/sch_team): a school's office registers a team without an account, for public competitions only, limited per address; it reads nothing back but its own team (competition-public/team-registrations.test.ts)",
};
