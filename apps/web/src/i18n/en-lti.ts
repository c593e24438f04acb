/** LTI 1.3: the launch's hand-over, the instructor's training picker, the operator's platforms, roster sync (English). */

export const enLti = {
  lti: {
    open: {
      title: 'Opening from your course platform',
      entering: 'Opening Lingua from your course platform…',
      noCode: 'This link is incomplete. Open the activity again from your course platform.',
      failed: 'Could not open Lingua. Open the activity again from your course platform.',
      failedTitle: 'Could not open Lingua',
      toLogin: 'Go to sign-in',
    },
    pick: {
      title: 'Choose a training to add to the course',
      intro:
        'Add a Lingua training to the course “{{className}}” on {{platform}}. When students submit it, their scores go to the course platform’s gradebook.',
      course: 'Course',
      courseOption: '{{name}} ({{count}} trainings)',
      search: 'Filter by title',
      noCourses: 'The school has no courses yet',
      noMatch: 'No training matches',
      fullMark: 'Full mark {{mark}}',
      add: 'Add to the course platform',
      expiredTitle: 'This selection has expired',
      expired: 'Add the activity again from your course platform.',
    },
    platforms: {
      title: 'Course platforms (LTI)',
      add: 'Register a platform',
      edit: 'Edit platform',
      delete: 'Delete',
      deleteConfirm:
        'Delete the platform “{{name}}”? Links from it stop working; the classes and scores it made are kept.',
      deleted: 'Deleted',
      saved: 'Saved',
      empty: 'No course platform is registered yet',
      actions: 'Actions',
      school: 'School',
      name: 'Platform name',
      namePlaceholder: 'For example: the school’s Moodle',
      issuer: 'Issuer (Platform ID)',
      issuerHint: 'Moodle calls it Platform ID in the tool configuration details',
      clientId: 'Client ID',
      deploymentIds: 'Deployment IDs',
      deploymentHint: 'One or more; press Enter after each',
      authLoginUrl: 'Authentication request URL',
      tokenUrl: 'Access token URL',
      jwksUrl: 'Public keyset URL',
      urlInvalid: 'Enter an address that starts with http:// or https://',
      toolTitle: 'Lingua’s tool addresses',
      toolHint:
        'Enter these addresses when you register Lingua in Moodle (Site administration → Plugins → Activity modules → External tool → Manage tools → configure a tool manually) or Canvas (Developer keys → LTI key). Choose LTI 1.3, open in a new window, and turn on deep linking, grade services (AGS) and names and roles (NRPS).',
      loginUrl: 'Initiate login URL',
      launchUrl: 'Tool URL / Redirection URI',
      deepLinkUrl: 'Content selection URL (deep linking)',
    },
    roster: {
      sync: 'Sync roster from the course platform',
      synced: 'Synced: {{members}} members on the platform, {{added}} students added',
      from: 'From the course platform: {{platform}}',
    },
  },
};
