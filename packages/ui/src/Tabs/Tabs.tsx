import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './Tabs.css';

/** Props of `Tabs.Root`: Radix tabs root (`value`/`defaultValue`/`onValueChange`, controlled or not). */
export type TabsRootProps = ComponentPropsWithoutRef<typeof RadixTabs.Root>;
/** Props of `Tabs.List` (needs an `aria-label`). */
export type TabsListProps = ComponentPropsWithoutRef<typeof RadixTabs.List>;
/** Props of `Tabs.Trigger` (`value` names the panel). */
export type TabsTriggerProps = ComponentPropsWithoutRef<typeof RadixTabs.Trigger>;
/** Props of `Tabs.Content` (`value` matches its trigger). */
export type TabsContentProps = ComponentPropsWithoutRef<typeof RadixTabs.Content>;

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** The tabs root. */
function Root(props: TabsRootProps) {
  return <RadixTabs.Root {...props} />;
}

/** The row of tabs (arrow keys move between them, Home/End jump). */
function List({ className, ...props }: TabsListProps) {
  return <RadixTabs.List {...props} className={join(styles.list, className)} />;
}

/** One tab. */
function Trigger({ className, ...props }: TabsTriggerProps) {
  return <RadixTabs.Trigger {...props} className={join(styles.trigger, className)} />;
}

/** One tab's panel. */
function Content({ className, ...props }: TabsContentProps) {
  return <RadixTabs.Content {...props} className={join(styles.content, className)} />;
}

/**
 * Tabs on Radix (`Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`): SIGN IN / SIGN UP, Customer / Main
 * Passenger, outward / return flight, booking history. Styled through `data-state`.
 */
export const Tabs = { Root, List, Trigger, Content };
