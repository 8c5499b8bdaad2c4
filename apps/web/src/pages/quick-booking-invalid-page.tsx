import { buttonStyle } from '@cabkit/ui/Button';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { useLanguage } from '../i18n/language';

/** The invalid quick booking page (docs/behaviour/journey.md#lite-quick `quickbookinginvalid`): the link's booking details cannot be used. */
export default function QuickBookingInvalidPage() {
  useLanguage();
  return (
    <PageLayout
      title={t`This quick booking link is not valid`}
      intro={t`The link may have expired or be incomplete. You can still book your journey here.`}
      width="reading"
    >
      <p>
        <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
          {t`Book a journey`}
        </Link>
      </p>
    </PageLayout>
  );
}
