/** Shows the assistant only to teachers on practicals and teaching routes of a school (schoolId non-zero). */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { assistantVisible } from './rules';

const AssistantPanel = lazy(() => import('./assistant-panel'));
const WordLookup = lazy(() => import('./word-lookup'));

export function AssistantGate() {
  const info = useSession((s) => s.loginInfo);
  const { pathname } = useLocation();
  if (!info || !assistantVisible(pathname, info.schoolId, isStudent(info))) return null;
  return (
    <Suspense fallback={null}>
      <AssistantPanel />
    </Suspense>
  );
}

/** Students look up a word by double-clicking it on any page. */
export function WordLookupGate() {
  const info = useSession((s) => s.loginInfo);
  if (!info || !isStudent(info)) return null;
  return (
    <Suspense fallback={null}>
      <WordLookup />
    </Suspense>
  );
}
