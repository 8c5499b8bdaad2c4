import { useId } from 'react';
import * as styles from './BrandShell.css';
import type { AccountMenuGroup, ShellLink, ShellLinkComponent } from './types';

/** Props of `AccountGroups`. */
interface AccountGroupsProps {
  groups: readonly AccountMenuGroup[];
  currentHref: string | undefined;
  Link: ShellLinkComponent;
  /** Called when a link is followed (the menu closes). */
  onFollow: () => void;
}

/** The account menu's groups: a label, then its links; a group with no links is left out. */
export function AccountGroups({ groups, currentHref, Link, onFollow }: AccountGroupsProps) {
  const baseId = useId();
  return (
    <>
      {groups
        .filter((group) => group.links.length > 0)
        .map((group, at) => (
          <div key={group.label}>
            <p className={styles.groupLabel} id={`${baseId}-${at}`}>
              {group.label}
            </p>
            <MenuLinks
              links={group.links}
              currentHref={currentHref}
              Link={Link}
              onFollow={onFollow}
              labelledBy={`${baseId}-${at}`}
            />
          </div>
        ))}
    </>
  );
}

/** A menu's list of links, the page shown marked `aria-current`; following one calls `onFollow`. */
export function MenuLinks({
  links,
  currentHref,
  Link,
  onFollow,
  labelledBy,
}: {
  links: readonly ShellLink[];
  currentHref: string | undefined;
  Link: ShellLinkComponent;
  onFollow: () => void;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.groupList} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className={styles.menuLink}
            aria-current={link.href === currentHref ? 'page' : undefined}
            onClick={onFollow}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
