import { usePageHead, useTranslation } from '@ama/platform';
import { SignInIsland } from '../islands';
import '../components/staff.css';

/** /staff: the back office's front door. Never indexed; the server renders its frame, the island the rest. */
export function SignInPage() {
  const { t } = useTranslation('backoffice');
  usePageHead({ title: t('pages.staff.title'), description: t('pages.staff.intro'), robots: 'noindex' });
  return (
    <div className="ama-staff">
      <SignInIsland />
    </div>
  );
}
