import { type Language, LANGUAGE_NAMES, languageDirection } from '@cabkit/domain/language';
import { ActionMenuList } from '@cabkit/ui/ActionMenu';
import type { RefObject } from 'react';
import { changeLanguage } from './change-language';

/** Props of the language menu's list. */
interface LanguagePopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  languages: readonly Language[];
  current: Language;
  /** The menu's accessible name ("Language", in the page's language). */
  label: string;
}

/** The tenant's languages under the language button, each in its own name and direction; the current one marked. */
export default function LanguagePopover({
  triggerRef,
  isOpen,
  onOpenChange,
  languages,
  current,
  label,
}: LanguagePopoverProps) {
  const close = () => {
    onOpenChange(false);
    triggerRef.current?.focus();
  };
  return (
    <ActionMenuList
      label={label}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      selectedId={current}
      items={languages.map((language) => ({
        id: language,
        label: LANGUAGE_NAMES[language],
        lang: language,
        dir: languageDirection(language),
      }))}
      onAction={(id) => {
        if (id !== current) void changeLanguage(id as Language);
      }}
    />
  );
}

export { default as LanguageChoices } from './language-choices';
