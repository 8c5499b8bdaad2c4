import { LANGUAGE_COOKIE, type Language, LANGUAGE_NAMES, languageDirection } from '@cabkit/domain/language';
import { ActionMenuList } from '@cabkit/ui/ActionMenu';
import type { RefObject } from 'react';
import { activateCatalogue, catalogueUrl, loadUiWords, markDocument } from './language';

/**
 * Draws the app in `language` from here on: its catalogue (with the tenant's wording) from the server, the page's
 * root element's language and direction, and the cookie the server's next first view reads. The stores are left as
 * they are, so a booking in progress stays as it was.
 */
export async function changeLanguage(language: Language): Promise<void> {
  const [response] = await Promise.all([fetch(catalogueUrl(language)), loadUiWords(language)]);
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
