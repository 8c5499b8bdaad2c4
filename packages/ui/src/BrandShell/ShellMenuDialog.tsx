import { type ReactNode, Suspense } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../dialogs/Dialog';
import { AccountGroups, MenuLinks } from './AccountGroups';
import * as styles from './BrandShell.css';
import { telHref } from './telHref';
import type { ShellAccount, ShellLabels, ShellLink, ShellLinkComponent } from './types';

/** Props of `ShellMenuDialog`. */
interface ShellMenuDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly ShellLink[];
  currentHref: string | undefined;
  phone: string | undefined;
  email: string | undefined;
  account: ShellAccount | null;
  onSignIn: () => void;
  Link: ShellLinkComponent;
  labels: ShellLabels;
  /** The app's own part after the account (the language choice). */
  extra?: ReactNode;
}

/**
 * The header's Menu as a dialog (below the desktop width): the service pages, the account's groups and Sign out
 * (or Sign in), and the tenant's contact. Following a link closes it; the shared Dialog returns focus to Menu.
 */
export default function ShellMenuDialog({
  open,
  onOpenChange,
  links,
  currentHref,
  phone,
  email,
  account,
  onSignIn,
  Link,
  labels,
  extra,
}: ShellMenuDialogProps) {
  const close = () => onOpenChange(false);
  // The next dialog (sign in, confirm sign out) opens once this one has let go of the focus.
  const closeThen = (next: () => void) => {
    close();
    setTimeout(next, 0);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.menu} size="small">
      <div className={styles.menuSections}>
        <nav aria-label={labels.site}>
          <MenuLinks links={links} currentHref={currentHref} Link={Link} onFollow={close} />
        </nav>
        {account ? (
          <nav aria-label={labels.account}>
            <div className={styles.menuSections}>
              <p className={styles.signedInAs}>{labels.signedInAs(account.name)}</p>
              <AccountGroups groups={account.groups} currentHref={currentHref} Link={Link} onFollow={close} />
              <Button variant="secondary" fullWidth onPress={() => closeThen(account.onSignOut)}>
                {labels.signOut}
              </Button>
            </div>
          </nav>
        ) : (
          <Button variant="secondary" fullWidth onPress={() => closeThen(onSignIn)}>
            {labels.signIn}
          </Button>
        )}
        <Suspense fallback={null}>{extra}</Suspense>
        {(phone || email) && (
          <ul className={styles.groupList} aria-label={labels.contactUs}>
            {phone && (
              <li>
                <a className={styles.menuLink} href={telHref(phone)}>
                  {labels.call(phone)}
                </a>
              </li>
            )}
            {email && (
              <li>
                <a className={styles.menuLink} href={`mailto:${email}`}>
                  {email}
                </a>
              </li>
            )}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
