/**
 * The authored difficulty of the seeded trainings' questions (1 easy, 2 medium, 3 hard), which
 * exam papers drawn by rule choose by. Judged for a business-English learner at the start of a
 * college programme: vocabulary and form drills are easy; reading, listening and standard emails
 * are medium; documentary credits, bills of lading, claims and case analyses are hard. A training
 * not listed here is medium.
 */
export const TRAINING_DIFFICULTY: Readonly<Record<string, 1 | 2 | 3>> = {
  'exercise-prepositions': 1,
  'exercise-collocations': 1,
  'exercise-business-verbs': 1,
  'study-business-vocabulary': 1,
  'study-email-phrases': 1,
  'study-numbers-dates': 1,
  'skill-phone-messages': 1,
  'read-job-advert': 1,
  'topic-green-packaging': 1,
  'read-enquiry-email': 2,
  'hear-order-call': 2,
  'hear-trade-fair': 2,
  'write-meeting-request': 2,
  'write-reply-enquiry': 2,
  'trans-company-profile': 2,
  'trans-business-email': 2,
  'skill-meeting-minutes': 2,
  'skill-visit-itinerary': 2,
  'topic-remote-work': 2,
  'case-cultural-meeting': 2,
  'read-incoterms': 3,
  'hear-project-meeting': 3,
  'write-complaint-reply': 3,
  'trans-lc-clauses': 3,
  'bill-bill-of-lading': 3,
  'case-discrepant-documents': 3,
  'case-late-delivery': 3,
  'case-brand-crisis': 3,
  'case-supplier-switch': 3,
  'case-payment-terms': 3,
  'topic-ai-translation': 3,
  'operation-export-process': 3,
  'operation-lc-check': 3,
};
