/** The LTI module's pure rules: roles, account names, display names, score addresses, retry waits. */
import { describe, expect, it } from 'vitest';
import { isInstructor } from './launch';
import { scoresUrl } from './platform-client';
import { ltiAccountName, memberName } from './provisioning';
import { retryDelayMs } from './scores';

describe('LTI rules', () => {
  it('makes teachers of instructor-like roles only', () => {
    const lis = 'http://purl.imsglobal.org/vocab/lis/v2/';
    expect(isInstructor([`${lis}membership#Instructor`])).toBe(true);
    expect(isInstructor([`${lis}membership/Instructor#TeachingAssistant`])).toBe(true);
    expect(isInstructor([`${lis}membership#ContentDeveloper`])).toBe(true);
    expect(isInstructor([`${lis}institution/person#Administrator`])).toBe(true);
    expect(isInstructor([`${lis}membership#Learner`, `${lis}institution/person#Student`])).toBe(false);
    expect(isInstructor([`${lis}institution/person#Instructor`])).toBe(false);
    expect(isInstructor('Instructor')).toBe(false);
    expect(isInstructor(undefined)).toBe(false);
  });

  it('names accounts so they can never be a mobile number, the same for the same user', () => {
    const name = ltiAccountName(3, 'user-1');
    expect(name).toMatch(/^lti-3-[0-9a-f]{20}$/);
    expect(ltiAccountName(3, 'user-1')).toBe(name);
    expect(ltiAccountName(4, 'user-1')).not.toBe(name);
  });

  it('takes a display name from the claims, else the email, else the platform id', () => {
    expect(memberName({ name: ' Li Na ' }, 's')).toBe('Li Na');
    expect(memberName({ given_name: 'Na', family_name: 'Li' }, 's')).toBe('Na Li');
    expect(memberName({ email: 'li@example.edu' }, 's')).toBe('li@example.edu');
    expect(memberName({}, 'sub-9')).toBe('sub-9');
  });

  it('puts /scores after the line item’s path, keeping its query', () => {
    expect(scoresUrl('https://lms.example/api/lineitems/7')).toBe('https://lms.example/api/lineitems/7/scores');
    expect(scoresUrl('https://lms.example/mod/lti/services.php/2/lineitems/5/lineitem?type_id=1')).toBe(
      'https://lms.example/mod/lti/services.php/2/lineitems/5/lineitem/scores?type_id=1',
    );
  });

  it('waits 30 s after a failed send, doubling to an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
