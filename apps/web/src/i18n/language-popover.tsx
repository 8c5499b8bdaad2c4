import { LANGUAGE_COOKIE, type Language, LANGUAGE_NAMES, languageDirection } from '@cabkit/domain/language';
import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { activateCatalogue, catalogueUrl, markDocument } from './language';
import * as css from './language-menu.css';

/**
 * Draws the app in `language` from here on: its catalogue (with the tenant's wording) from the server, the page's
 * root element's language and direction, and the cookie the server's next first view reads. The stores are left as
 * they are, so a booking in progress stays as it was.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const response = await fetch(catalogueUrl(language));
  if (!response.ok) throw new Error(`The ${language} messages could not be loaded (${response.status})`);
  const messages = await response.json();
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  activateCatalogue({ language, messages });
  markDocument(language);
}

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

/** The tenant's languages under the language button (react-aria Menu: arrows move, Enter chooses, Escape closes). */
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
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      placement="bottom end"
      className={css.popover}
    >
      <Menu
        aria-label={label}
        className={css.menu}
        autoFocus="first"
        selectionMode="single"
        selectedKeys={[current]}
        onAction={(key) => {
          close();
          if (key !== current) void changeLanguage(key as Language);
        }}
      >
        {languages.map((language) => (
          <MenuItem
            key={language}
            id={language}
            lang={language}
            dir={languageDirection(language)}
            textValue={LANGUAGE_NAMES[language]}
            className={css.item}
          >
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
