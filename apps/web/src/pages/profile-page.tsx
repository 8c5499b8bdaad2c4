import { Profile, savedCardsAnswers } from '../features/account';
import { sessionState } from '../state/session';

/** My account's data: the customer's saved cards and whether the gateway keeps cards (a booker has none). */
export function loader() {
  return (sessionState.profile?.BookerId ?? 0) > 0 ? null : savedCardsAnswers();
}

/** The profile page `/profile` (menu "My account"). */
export default function ProfilePage() {
  return <Profile />;
}
