import { Profile } from '../features/account';

/** The profile page `/profile` (menu "My account"). */
export default function ProfilePage() {
  return <Profile />;
}
