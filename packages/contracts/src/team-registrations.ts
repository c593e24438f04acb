/**
 * A school's team registration for a public competition (/sch_team, issue 20): the school, its
 * leading teacher and contact, and the members with name, student number and phone. Sent without
 * sign-in (rate limited); the competition's organiser reads the teams.
 */
import { z } from 'zod';
import { ZId } from './fields';
import { ZMobile } from './users';

export const TEAM_MEMBERS_MAX = 10;
export const TEAM_NAME_MAX = 60;

const ZPersonName = z.string().trim().min(1).max(40);

export const ZTeamMember = z.object({
  name: ZPersonName,
  /** The school's own number for the student: letters, digits and hyphens. */
  studentNumber: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9-]+$/),
  mobile: ZMobile,
});
export type TTeamMember = z.input<typeof ZTeamMember>;

export const ZTeamRegistrationRequest = z
  .object({
    abilityCompId: ZId,
    schoolName: z.string().trim().min(2).max(80),
    teamName: z.string().trim().min(1).max(TEAM_NAME_MAX),
    teacherName: ZPersonName,
    teacherMobile: ZMobile,
    teacherEmail: z.union([z.literal(''), z.string().trim().max(120).email()]),
    members: z.array(ZTeamMember).min(1).max(TEAM_MEMBERS_MAX),
  })
  .superRefine((team, ctx) => {
    // One student, one place: a repeated number or phone names the later row.
    const seen = { studentNumber: new Set<string>(), mobile: new Set<string>() };
    team.members.forEach((m, i) => {
      for (const field of ['studentNumber', 'mobile'] as const) {
        if (seen[field].has(m[field]))
          ctx.addIssue({ code: 'custom', path: ['members', i, field], message: 'teamMemberRepeated' });
        seen[field].add(m[field]);
      }
    });
  });
export type TTeamRegistrationRequest = z.input<typeof ZTeamRegistrationRequest>;

export const ZTeamRegistration = z.object({
  teamRegistrationId: z.number().int(),
  abilityCompId: z.number().int(),
  competitionName: z.string(),
  schoolName: z.string(),
  teamName: z.string(),
  teacherName: z.string(),
  teacherMobile: z.string(),
  teacherEmail: z.string(),
  members: z.array(z.object({ name: z.string(), studentNumber: z.string(), mobile: z.string() })),
  registeredAt: z.string(),
});
export type TTeamRegistration = z.infer<typeof ZTeamRegistration>;

export const ZTeamRegistrationsRequest = z.object({ abilityCompId: ZId });
