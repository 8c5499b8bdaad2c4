import { buttonStyle } from '@cabkit/ui/Button';
import { PageLayout } from '@cabkit/ui/PageLayout';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';

/** The invalid quick booking page (docs/behaviour/journey.md#lite-quick `quickbookinginvalid`): the link's booking details cannot be used. */
export default function QuickBookingInvalidPage() {
  return (
    <PageLayout
      title="This quick booking link is not valid"
      intro="The link may have expired or be incomplete. You can still book your journey here."
      width="reading"
    >
      <p>
        <Link className={buttonStyle({ variant: 'primary' })} to={paths.booking()}>
          Book a journey
        </Link>
      </p>
    </PageLayout>
  );
}
