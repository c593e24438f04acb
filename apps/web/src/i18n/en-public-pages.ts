/** The remaining public pages of part 2 §2.2 (issue 20): school team registration, the training offer, external pages (English). */
import type { Dictionary } from './zh';
import type { zhPublicPages } from './zh-public-pages';

export const enPublicPages: Dictionary<typeof zhPublicPages> = {
  publicPages: {
    team: {
      title: 'School team registration',
      intro:
        "A school's competition office registers a team for a public competition: the school, the team's name, the leading teacher and contact, and the members (1 to {{max}} per team). What you type is kept on this device across a reload; sending the same school and team name again corrects the team.",
      competition: 'Competition',
      schoolName: 'School name',
      teamName: 'Team name',
      teamNameHint: 'e.g. Business English Team 1',
      teacherName: 'Leading teacher',
      teacherMobile: "Leading teacher's mobile number",
      teacherEmail: 'Contact email (optional)',
      members: 'Members',
      memberName: "Member's name",
      studentNumber: 'Student number',
      memberMobile: "Member's mobile number",
      addMember: 'Add a member',
      removeMember: 'Remove member {{n}}',
      required: 'Please enter the {{field}}',
      length: 'The {{field}} should be {{min}} to {{max}} characters',
      mobileInvalid: 'Please enter an 11-digit mobile number',
      emailInvalid: 'This email address is not valid',
      studentNumberInvalid: 'Letters, digits and hyphens only, at most 30 characters',
      repeated: 'Repeats an earlier member',
      submit: 'Register the team',
      done: 'Team registered',
      doneText:
        'The team is registered for "{{competition}}" with {{n}} members. The organiser sees it on the entry list; to correct it, send the same school and team name again.',
      another: 'Register another team',
    },
    offer: {
      title: 'Foreign-language training',
      intro:
        "Business foreign-language courses for colleges' language teaching and training: each course is organised in chapters around real work situations, with reading, listening, writing, translation, speaking and role-play practice and tests; students learn in classes and teachers follow their progress. These are the platform's courses.",
      audience: 'For',
      chapters: '{{n}} chapters',
      language: { en: 'English', jp: 'Japanese' },
      joinTitle: 'How a school joins',
      join: {
        contact: {
          title: 'Contact the platform operator',
          text: "The school's academic office or foreign-language school applies to the operator, naming the courses and the number of students.",
        },
        account: {
          title: 'The school account',
          text: "The operator opens the school and its manager account; the manager fills in the school's details and uploads its logo.",
        },
        teachers: {
          title: 'Teachers',
          text: 'The manager adds teachers one by one or imports them from a spreadsheet; each changes the first password at the first sign-in.',
        },
        classes: {
          title: 'Classes and students',
          text: 'A teacher opens a class on a course and gets its class code; students sign in and join with the code, and start learning.',
        },
      },
      signIn: 'Sign in',
      deviceCheck: 'Device check',
    },
    history: {
      title: 'Exercise history',
      intro:
        'The rounds of your practice (non-official) competitions, newest first, with their entrants and the average and best of their published results.',
      empty: 'No practice competitions yet. A competition saved as not official is a practice one.',
      competition: 'Competition',
      round: 'Round',
      time: 'Time',
      entrants: 'Entrants',
      results: 'Results',
      figures: '{{n}} results, average {{average}}, best {{best}} of {{full}}',
      notPublished: 'Not published',
      actions: 'Actions',
    },
    external: {
      title: 'External page',
      noUrl: 'No page address was given.',
      refused: 'This page cannot be opened inside the platform',
      reason: {
        allowed: '',
        notHttps: 'Only secure https addresses can be opened ({{host}} was given over http).',
        notAUrl: 'This is not a valid web address.',
        hostNotListed: '{{host}} is not on the list of sites the platform may show.',
      },
      allowedHosts:
        'Sites that may be shown: {{hosts}}. To add one, ask the platform administrator to change the configuration (EXTERNAL_PAGE_HOSTS).',
      noHosts: 'The platform has no sites configured to show.',
      from: 'The content below comes from {{host}}, not from this platform.',
      openTab: 'Open in a new tab',
      frameTitle: 'Page from {{host}}',
    },
    teams: {
      title: 'School team registrations',
      empty: 'No school has registered a team yet',
      school: 'School',
      team: 'Team',
      teacher: 'Leading teacher',
      members: 'Members',
      registeredAt: 'Registered',
      deviceChecked: 'Device check',
    },
  },
};
