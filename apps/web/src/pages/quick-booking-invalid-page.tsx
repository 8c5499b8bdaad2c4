import { Link } from 'react-router-dom';
import { paths } from '../app/paths';

/** The invalid quick booking page (docs/behaviour/journey.md#lite-quick `quickbookinginvalid`): the link's booking details cannot be used. */
export default function QuickBookingInvalidPage() {
  return (
    <>
      <h1>This quick booking link is not valid</h1>
      <p>The link may have expired or be incomplete. You can still book your journey here.</p>
      <Link to={paths.booking()}>Book a journey</Link>
    </>
  );
}
