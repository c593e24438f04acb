/**
 * The competition's public calls (issue 20 item 3, designed: docs/api.md "Competition public
 * pages"): registration with name and ID number, one's registrations, the public competitions,
 * and find my score.
 */
import { z } from 'zod';
import { defineContract } from '../api/contract';
import {
  ZFindScoreRequest,
  ZFoundScore,
  ZPublicCompetition,
  ZPublicCompetitionPage,
  ZRegisterRequest,
  ZRegistration,
  ZScoreboard,
  ZScoreboardRequest,
} from '../competition-public';
import { ZCompetitionIdRequest } from '../competitions';
import { ZTeamRegistration, ZTeamRegistrationRequest, ZTeamRegistrationsRequest } from '../team-registrations';

const base = '/openApi/competitionPublic';

export const competitionPublicCalls = {
  /** The public competitions anyone may register for or look results up in. */
  list: defineContract({ path: `${base}/list`, access: 'public', response: z.array(ZPublicCompetition) }),
  /** Registers the signed-in student for a public competition (their entry) with name and ID number. */
  register: defineContract({
    path: `${base}/register`,
    access: 'student',
    body: ZRegisterRequest,
    response: ZRegistration,
  }),
  /** The student's registrations (/competition_enroll_info). */
  myRegistrations: defineContract({
    path: `${base}/myRegistrations`,
    access: 'student',
    response: z.array(ZRegistration),
  }),
  /** One's published results by competition, name and ID number (rate limited). */
  findScore: defineContract({
    path: `${base}/findScore`,
    access: 'public',
    body: ZFindScoreRequest,
    response: ZFoundScore,
  }),
  /** A public competition's page (/competition?id=N): intro, rules, organisation, FAQ, downloads, schedule. */
  competition: defineContract({
    path: `${base}/competition`,
    access: 'public',
    body: ZCompetitionIdRequest,
    response: ZPublicCompetitionPage,
  }),
  /** The live scoreboard of a public competition's period (/compscore): masked names, no contact data. */
  scoreboard: defineContract({
    path: `${base}/scoreboard`,
    access: 'public',
    body: ZScoreboardRequest,
    response: ZScoreboard,
  }),
  /** A school registers a team for a public competition (/sch_team): no sign-in, rate limited. */
  teamRegister: defineContract({
    path: `${base}/teamRegister`,
    access: 'public',
    body: ZTeamRegistrationRequest,
    response: ZTeamRegistration,
  }),
  /** The teams registered for a competition, for its organiser. */
  teamRegistrations: defineContract({
    path: `${base}/teamRegistrations`,
    access: 'teacher',
    body: ZTeamRegistrationsRequest,
    response: z.array(ZTeamRegistration),
  }),
};
